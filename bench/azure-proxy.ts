/**
 * `node --import tsx bench/azure-proxy.ts BLOB_PORT TABLE_PORT`: a counting proxy in front of
 * Azurite, one listening port per service, each forwarding every request unchanged. It counts
 * requests per service and, for tables, per partition key (the unit Azure throttles by), with
 * each partition's peak: the most requests it got within one wall-clock second. It answers
 * `GET /__bench/counts` on either port with those counts as JSON (`?reset` starts the peaks
 * afresh). Its own process, so its CPU is not the load client's. Prints
 * `listening blob=P table=Q` once both listen.
 */
import http from 'node:http';

interface Counts {
  blob: number;
  table: number;
  /** Table requests by partition key ('(query)' for queries that name none in the URL, '(batch)' for transactions). */
  partitions: Record<string, number>;
  /** By partition key: the most requests within one wall-clock second since the last reset. */
  peaks: Record<string, number>;
}

const counts: Counts = { blob: 0, table: 0, partitions: {}, peaks: {} };
/** By partition key: the current second and its count so far. */
const seconds = new Map<string, { second: number; count: number }>();

function countPeak(partition: string): void {
  const second = Math.floor(Date.now() / 1000);
  let current = seconds.get(partition);
  if (!current || current.second !== second) seconds.set(partition, (current = { second, count: 0 }));
  current.count++;
  if (current.count > (counts.peaks[partition] ?? 0)) counts.peaks[partition] = current.count;
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** The PartitionKey of a point request, `/account/table(PartitionKey='x',RowKey='y')`. */
function partitionOf(url: string): string {
  const match = /PartitionKey='((?:[^']|'')*)'/.exec(decodeURIComponent(url));
  if (match) return match[1].replace(/''/g, "'");
  const filter = /PartitionKey eq '((?:[^']|'')*)'/.exec(decodeURIComponent(url.replace(/\+/g, ' ')));
  if (filter) return filter[1].replace(/''/g, "'");
  return url.includes('$batch') ? '(batch)' : '(query)';
}

function proxy(service: 'blob' | 'table', targetPort: number): http.Server {
  return http.createServer((req, res) => {
    if (req.url?.startsWith('/__bench/counts')) {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(counts));
      if (req.url.endsWith('?reset')) {
        counts.peaks = {};
        seconds.clear();
      }
      return;
    }
    counts[service]++;
    if (service === 'table') {
      const partition = partitionOf(req.url ?? '');
      counts.partitions[partition] = (counts.partitions[partition] ?? 0) + 1;
      countPeak(partition);
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.once('error', (err) => {
      res.statusCode = 502;
      res.end(String(err));
    });
    req.pipe(upstream);
  });
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
const [blobTarget, tableTarget] = process.argv.slice(2).map(Number);
const [blob, table] = await Promise.all([listen(proxy('blob', blobTarget)), listen(proxy('table', tableTarget))]);
process.stdout.write(`listening blob=${blob} table=${table}\n`);
