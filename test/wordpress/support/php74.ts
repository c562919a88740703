import { Engine } from 'php-parser';

/**
 * No PHP 7.4 binary is at hand (Debian 12 ships 8.2), so the must-use plugin's 7.4 promise is
 * checked by parsing it as 7.4 (php-parser refuses `match`, named arguments and `?->` there)
 * and by walking the tree for the PHP 8 features and functions the parser lets through.
 */
const PHP8_FUNCTIONS = new Set([
  'str_contains',
  'str_starts_with',
  'str_ends_with',
  'get_debug_type',
  'get_resource_id',
  'fdiv',
  'preg_last_error_msg',
  'array_is_list',
  'enum_exists',
  'array_find',
  'array_any',
  'array_all',
  'json_validate',
  'mb_str_pad',
  'str_increment',
  'str_decrement',
]);
const PHP8_NODES = new Set([
  'match',
  'nullsafepropertylookup',
  'nullsafestaticlookup',
  'namedargument',
  'uniontype',
  'intersectiontype',
  'enum',
  'throw_expression',
]);

/** The PHP 8 features found in `code`, one message each; empty when it is PHP 7.4. */
export function checkPhp74(code: string): string[] {
  const parser = new Engine({
    parser: { php7: true, version: '7.4', suppressErrors: false },
    ast: { withPositions: true },
  });
  let program: unknown;
  try {
    program = parser.parseCode(code, 'extension-registry.php');
  } catch (err) {
    return [(err as Error).message];
  }
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, any>;
    const line = n.loc?.start?.line ?? '?';
    if (PHP8_NODES.has(n.kind)) found.push(`line ${line}: ${n.kind}`);
    if (n.kind === 'parameter' && n.flags) found.push(`line ${line}: constructor property promotion`);
    if (n.kind === 'parameter' && n.readonly) found.push(`line ${line}: readonly`);
    if (n.kind === 'typereference' && ['mixed', 'never'].includes(String(n.name).toLowerCase()))
      found.push(`line ${line}: type ${n.name}`);
    if (
      n.kind === 'call' &&
      n.what?.kind === 'name' &&
      PHP8_FUNCTIONS.has(String(n.what.name).replace(/^\\/, '').toLowerCase())
    ) {
      found.push(`line ${line}: ${n.what.name}()`);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'loc') visit(value);
  };
  visit(program);
  return found;
}
