import { describe, expect, it } from 'vitest';
import { loadApi } from '../../src/http/api.js';

const api = await loadApi();
await api.init();

interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}

/** Every response example in the spec, with the operation and status it documents. */
function responseExamples() {
  const cases: Array<{ label: string; operationId: string; status: number; example: unknown }> = [];
  for (const operation of api.getOperations()) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const json = (response as { content?: Record<string, MediaType> }).content?.['application/json'];
      if (!json) continue;
      const examples = json.examples ? Object.entries(json.examples).map(([name, e]) => [name, e.value] as const) : [];
      if (json.example !== undefined) examples.push(['example', json.example]);
      for (const [name, example] of examples) {
        cases.push({
          label: `${operation.operationId} ${status} ${name}`,
          operationId: operation.operationId!,
          status: Number(status),
          example,
        });
      }
    }
  }
  return cases;
}

describe('spec examples', () => {
  const cases = responseExamples();

  it('documents a JSON example for every JSON response of every operation', () => {
    for (const operation of api.getOperations()) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const json = (response as { content?: Record<string, MediaType> }).content?.['application/json'];
        if (json) expect(json.example ?? json.examples, `${operation.operationId} ${status}`).toBeDefined();
      }
    }
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)('$label validates against its schema', ({ operationId, status, example }) => {
    const result = api.validateResponse(example, operationId, status);
    expect(result.errors ?? []).toEqual([]);
  });
});
