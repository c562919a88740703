/** Reading environment variables: trimmed, empty as unset, every bad value collected in `problems`. */

export type Env = Record<string, string | undefined>;

/** Typed readers over `env`; each bad value adds a problem naming the variable and returns the fallback. */
export function envReader(env: Env, problems: string[]) {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`);
      return fallback;
    }
    return value;
  };
  /** An http(s) URL without trailing slash; only a value actually set is reported. */
  const url = (name: string, fallback: string) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!isHttpUrl(raw)) problems.push(`${name} must be an http(s) URL; got "${raw}".`);
    return raw.replace(/\/+$/, '');
  };
  const tableName = (name: string, fallback: string, rule: RegExp, ruleText: string) => {
    const raw = read(name) ?? fallback;
    if (!rule.test(raw)) problems.push(`${name} ${ruleText}; got "${raw}".`);
    return raw;
  };
  return { read, int, url, tableName };
}

export function isHttpsUrl(value: string): boolean {
  return isHttpUrl(value) && new URL(value).protocol === 'https:';
}

export function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
