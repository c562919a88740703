/** Types of build.mjs, for the tests that build and serve the console. */
export declare const CONSOLE_OUT: string;
export declare function buildConsole(options?: {
  outDir?: string;
  apiBase?: string;
}): Promise<Array<{ name: string; bytes: number }>>;
export declare function serveConsoleDev(options: {
  apiBase: string;
  port?: number;
  host?: string;
}): Promise<{ url: string; stop(): Promise<void> }>;
