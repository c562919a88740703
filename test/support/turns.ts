/**
 * Turns of a setImmediate loop that ran while `work` did, with what it resolved to: how a test
 * tells that work over real SQLite (synchronous reads) let other callbacks run (a count, not a time).
 */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ turns: number; result: T }> {
  let turns = 0;
  let done = false;
  const turn = () => {
    if (done) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    const result = await work();
    return { turns, result };
  } finally {
    done = true;
  }
}
