import { describe, expect, it } from 'vitest';
import { decodeText, readFileHeaders, readFileHeadersFromBuffer } from '../../src/packages/file-headers.js';

const NAMES = ['Plugin Name', 'Version', 'Description'] as const;

describe('readFileHeaders follows WordPress get_file_data', () => {
  it('reads headers from a PHP docblock', () => {
    const text = '<?php\n/**\n * Plugin Name: Acme Forms\n * Version: 1.2.3\n * Description: Forms.\n */\n';
    expect(readFileHeaders(text, NAMES)).toEqual({
      'Plugin Name': 'Acme Forms',
      Version: '1.2.3',
      Description: 'Forms.',
    });
  });

  it('gives "" for a missing header', () => {
    expect(readFileHeaders('<?php\n// Plugin Name: X\n', NAMES)).toEqual({
      'Plugin Name': 'X',
      Version: '',
      Description: '',
    });
  });

  it('matches names case-insensitively and accepts the prefixes core allows', () => {
    const text = '<?php /* plugin name: One\n# VERSION: 2\n\t@ Description: d';
    expect(readFileHeaders(text, NAMES)).toEqual({ 'Plugin Name': 'One', Version: '2', Description: 'd' });
  });

  it('lets the first matching line win even when its value is empty', () => {
    expect(readFileHeaders('Version:\nVersion: 2.0\n', ['Version'])).toEqual({ Version: '' });
    expect(readFileHeaders('Version: 1.0\nVersion: 2.0\n', ['Version'])).toEqual({ Version: '1.0' });
  });

  it('treats a value of "0" as empty, as PHP truthiness does', () => {
    expect(readFileHeaders('Version:0\n', ['Version'])).toEqual({ Version: '' });
  });

  it('cuts a value at a closing comment or PHP tag', () => {
    expect(readFileHeaders('/* Version: 1.0 */', ['Version'])).toEqual({ Version: '1.0' });
    expect(readFileHeaders('<?php // Version: 1.0 ?> html', ['Version'])).toEqual({ Version: '1.0' });
  });

  it('splits lines at bare carriage returns', () => {
    expect(readFileHeaders('<?php\r/*\r * Plugin Name: Mac\r * Version: 9\r */', NAMES)).toMatchObject({
      'Plugin Name': 'Mac',
      Version: '9',
    });
  });

  it('ignores a name that is not at the start of a line', () => {
    expect(readFileHeaders('$x = "Version: 3";', ['Version'])).toEqual({ Version: '' });
  });

  it('escapes regex characters in header names', () => {
    expect(readFileHeaders('A.B: yes\nAxB: no', ['A.B'])).toEqual({ 'A.B': 'yes' });
    expect(readFileHeaders('AxB: no', ['A.B'])).toEqual({ 'A.B': '' });
  });

  it('only looks at the first 8192 bytes', () => {
    const pad = '//' + 'x'.repeat(8189) + '\n'; // exactly 8192 bytes
    expect(readFileHeaders(`${pad}Version: 1`, ['Version'])).toEqual({ Version: '' });
    const fits = '//' + 'x'.repeat(8175) + '\n'; // 8178 bytes + 14 = the header ends at byte 8192
    expect(readFileHeaders(`${fits}Version: 1.0.0`, ['Version'])).toEqual({ Version: '1.0.0' });
  });

  it('counts the 8 KiB in bytes, not characters', () => {
    const pad = `//${'é'.repeat(4095)}\n`; // 2 + 8190 + 1 = 8193 bytes
    expect(readFileHeaders(`${pad}Version: 1`, ['Version'])).toEqual({ Version: '' });
  });

  it('keeps UTF-8 when the cut splits a multibyte character', () => {
    const text = `Plugin Name: Café\n//${'x'.repeat(8170)}é`; // é straddles byte 8192
    expect(Buffer.byteLength(text)).toBeGreaterThan(8192);
    expect(readFileHeaders(text, NAMES)['Plugin Name']).toBe('Café');
  });

  it('decodes Latin-1 (Windows-1252) headers readably', () => {
    const buf = Buffer.concat([
      Buffer.from('Plugin Name: Caf'),
      Buffer.from([0xe9, 0x20, 0x80]),
      Buffer.from('\nVersion: 1\n'),
    ]);
    expect(readFileHeadersFromBuffer(buf, NAMES)).toMatchObject({ 'Plugin Name': 'Café €', Version: '1' });
  });

  it('trims only the whitespace PHP trim() removes', () => {
    expect(readFileHeaders('Version: \t1.0\u00a0\n', ['Version'])).toEqual({ Version: '1.0\u00a0' });
  });
});

describe('decodeText', () => {
  it('decodes UTF-8 and keeps a BOM like PHP does', () => {
    expect(decodeText(Buffer.from('\ufeffhé'))).toBe('\ufeffhé');
  });

  it('falls back to Windows-1252 for invalid UTF-8', () => {
    expect(decodeText(Buffer.from([0x93, 0x68, 0x69, 0x94]))).toBe('\u201chi\u201d');
  });
});
