import type { OpenAPIRouter, Operation } from 'openapi-backend';

/**
 * The one place that reaches into openapi-backend's router. Its `matchOperation` rebuilds the
 * flat operation list (lodash chains over the whole spec) twice per match and a RegExp per
 * templated path, and every request is matched twice (admission, then openapi-backend); on a cached
 * answer that was a large share of the request (bench/README.md, "Figures behind the code"). The spec never changes after
 * init, so the list is built once and successful matches are cached by method and path; misses
 * (404/405) go through the router every time, keeping its errors.
 *
 * Sound only for the router's code as pinned (package.json: an exact version):
 * test/http/openapi-router.test.ts fails when an upgrade changes either method.
 */
export function cacheRouting(router: OpenAPIRouter): void {
  const operations = router.getOperations();
  router.getOperations = () => operations;
  const match = router.matchOperation.bind(router);
  const matches = new Map<string, Operation>();
  router.matchOperation = (req: Parameters<typeof match>[0], strict?: boolean) => {
    const key = `${req.method.toLowerCase()} ${req.path}`;
    const known = matches.get(key);
    if (known) return known;
    const operation = match(req, strict as true);
    if (operation) {
      if (matches.size >= MATCH_CACHE_SIZE) matches.delete(matches.keys().next().value!);
      matches.set(key, operation);
    }
    return operation;
  };
}

/** Distinct method + path pairs cached at most; a registry's hot set (its slugs) fits easily. */
const MATCH_CACHE_SIZE = 20_000;
