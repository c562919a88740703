import { parse } from 'yaml';
import fs from 'node:fs';

export interface SpecOperation {
  operationId: string;
  method: string;
  /** A concrete path for the template, e.g. `/plugins/some-slug/versions/1.0.0`. */
  path: string;
  /** `x-permission`: `any`, or the `scope:permission` grants it needs, all of them, in the order the 403 checks them. */
  permission: 'any' | string[] | undefined;
  secured: boolean;
  /** `x-site-signature`: `required` where only an enrolled site's signed request is answered. */
  siteSignature?: 'optional' | 'required';
}

const spec = parse(fs.readFileSync(new URL('../../openapi/registry.yaml', import.meta.url), 'utf8'), { merge: true });

/** Every operation of the spec, read from the spec itself so a new one is covered automatically. */
export function specOperations(): SpecOperation[] {
  const operations: SpecOperation[] = [];
  for (const [template, item] of Object.entries<Record<string, any>>(spec.paths)) {
    for (const method of ['get', 'post', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: template
          .replace('{slug}', 'no-such-package')
          .replace('{version}', '1.0.0')
          .replace('{kind}', 'plugins')
          .replace('{file}', 'x.zip')
          .replace('{name}', 'default-icon.svg'),
        permission:
          op['x-permission'] === undefined || op['x-permission'] === 'any'
            ? op['x-permission']
            : [op['x-permission']].flat(),
        secured: !(Array.isArray(op.security) && op.security.length === 0),
        ...(op['x-site-signature'] ? { siteSignature: op['x-site-signature'] } : {}),
      });
    }
  }
  return operations;
}
