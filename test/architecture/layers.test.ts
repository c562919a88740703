import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, roomOf } from './import-graph.js';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/**
 * The rooms of src/, highest first. A room may import only rooms of a LOWER layer; rooms of one
 * layer do not import each other. So every import points down and no two rooms import each
 * other. Presenters sit above the service: they shape what its use-cases return.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['cli'], // the command line: serve, keys
  ['server'], // wires storage and the app, listens
  ['app'], // builds the Express app from its dependencies
  ['http'], // Express middleware and openapi-backend: admission, uploads, response cache, errors
  ['handlers'], // one per operationId: request in, service call, presenter out
  ['present', 'api-reference'], // WordPress-format answers; the API reference page and spec
  ['registry'], // the service: use-cases over the storage contract
  ['storage'], // the storage contract and its adapters
  ['packages', 'auth'], // domain rules: archives, manifests, versions; keys and scopes
  ['text'], // markup and escaping shared by input (readmes) and output (presenters)
  ['config', 'errors', 'logger', 'spec', 'metrics'], // shared leaves
  ['generated'], // types generated from the spec (npm run generate)
];

/** The publish CLI is its own entry point, bundled apart: it may use domain rules and leaves only. */
const PUBLISH_MAY_IMPORT = ['packages', 'text', 'errors', 'generated'];

const layerOf = new Map(LAYERS.flatMap((rooms, layer) => rooms.map((room) => [room, layer] as const)));

function allowed(from: string, to: string): boolean {
  if (from === to) return true;
  if (from === 'publish') return PUBLISH_MAY_IMPORT.includes(to);
  if (to === 'publish') return false;
  return layerOf.get(to)! > layerOf.get(from)!;
}

const edges = importGraph(SRC).map((edge) => ({ ...edge, fromRoom: roomOf(edge.from), toRoom: roomOf(edge.to) }));

describe('import direction', () => {
  it('reads the real graph (every form of import counted)', () => {
    expect(edges.length).toBeGreaterThan(200);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'app.ts', to: 'handlers/index.ts' }));
  });

  it('every room of src/ has a layer, so a new folder cannot slip past the rule', () => {
    const rooms = new Set(edges.flatMap((edge) => [edge.fromRoom, edge.toRoom]));
    const unplaced = [...rooms].filter((room) => room !== 'publish' && !layerOf.has(room));
    expect(unplaced).toEqual([]);
  });

  it('no import runs from a lower layer to a higher one, or between rooms of one layer', () => {
    const upward = edges
      .filter((edge) => !allowed(edge.fromRoom, edge.toRoom))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(upward).toEqual([]);
  });

  it('no two rooms import each other, even through others', () => {
    const roomEdges = edges
      .filter((edge) => edge.fromRoom !== edge.toRoom)
      .map((edge) => [edge.fromRoom, edge.toRoom] as const);
    expect(cycles(roomEdges)).toEqual([]);
  });

  it('domain rules (packages/) import no storage, http, present or service code', () => {
    const reachedFromPackages = new Set(
      edges.filter((edge) => edge.fromRoom === 'packages').map((edge) => edge.toRoom),
    );
    expect(
      [...reachedFromPackages].filter((room) => ['storage', 'http', 'present', 'registry', 'handlers'].includes(room)),
    ).toEqual([]);
  });

  it('no file imports itself through others', () => {
    const fileCycles = cycles(edges.map((edge) => [edge.from, edge.to] as const)).map((cycle) => cycle.join(' -> '));
    expect(fileCycles).toEqual([]);
  });
});
