// A stand-in for the API's POST /api/sync-track that acknowledges every record as saved and stores
// nothing: what the load generator costs on its own (generator-check.ts starts it as a child
// process: node --import tsx bench/lib/stub-api.ts <port>; it says 'ready' over IPC).
import http from 'node:http';

const port = Number(process.argv[2]);
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      track: { itemId: string; trackNumber: number }[];
    };
    const acks = body.track.map((r) => ({ itemId: r.itemId, trackNumber: r.trackNumber, status: 'saved' }));
    const out = JSON.stringify({ success: true, data: { error: false, acks, late: 0 } });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) });
    res.end(out);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
