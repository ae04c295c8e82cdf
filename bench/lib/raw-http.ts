// A minimal HTTP/1.1 keep-alive client on net.Socket for the load generator: one request at a time
// per connection, the request head and body in one write, the answer read by Content-Length (or
// chunked, or until close). It does a third less work per call than node:http (no IncomingMessage
// stream, header objects or agent bookkeeping), which on a 2-core machine is CPU the API keeps.
// Answers with `Connection: close` (the API's MAX_REQUESTS_PER_SOCKET) close their connection.
import net from 'node:net';
import zlib from 'node:zlib';

export type RawReply = { status: number; text: string };

type Pending = {
  resolve: (r: RawReply) => void;
  reject: (e: Error) => void;
  deadline: number;
  head?: { status: number; length: number | null; chunked: boolean; close: boolean; gzip: boolean };
  headBuf?: Buffer;
  body: Buffer[];
  bodyLength: number;
};

type Conn = { socket: net.Socket; pending?: Pending };

/** The chunked body decoded, or null while incomplete. */
function dechunk(raw: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    if (eol < 0) return null;
    const size = Number.parseInt(raw.toString('latin1', at, eol), 16);
    if (!Number.isFinite(size)) throw new Error('bad chunk size');
    if (size === 0)
      return raw.indexOf('\r\n\r\n', eol) >= 0 || raw.length >= eol + 4 ? Buffer.concat(parts) : null;
    if (raw.length < eol + 2 + size + 2) return null;
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

export class RawHttpPool {
  private readonly idle: Conn[] = [];
  private readonly waiting: (() => void)[] = [];
  private open = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly busy = new Set<Conn>();

  constructor(
    private readonly port: number,
    private readonly maxSockets = Number.POSITIVE_INFINITY,
    private readonly timeoutMs = 30_000,
  ) {
    // One timer for every request's deadline (a timer per request costs more than the request).
    this.timer = setInterval(() => {
      const now = performance.now();
      for (const c of this.busy) {
        if (c.pending && c.pending.deadline < now) {
          c.socket.destroy(new Error(`no answer within ${this.timeoutMs / 1000} s`));
        }
      }
    }, 250);
    this.timer.unref();
  }

  request(head: string, body: string | Buffer | undefined): Promise<RawReply> {
    return new Promise<RawReply>((resolve, reject) => {
      const go = () => {
        const conn = this.idle.pop() ?? this.connect();
        conn.pending = {
          resolve,
          reject,
          deadline: performance.now() + this.timeoutMs,
          body: [],
          bodyLength: 0,
        };
        this.busy.add(conn);
        if (body === undefined) conn.socket.write(head);
        else if (typeof body === 'string') conn.socket.write(head + body);
        else conn.socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
      };
      if (this.idle.length > 0 || this.open < this.maxSockets) go();
      else this.waiting.push(go);
    });
  }

  close() {
    clearInterval(this.timer);
    for (const c of [...this.idle, ...this.busy]) c.socket.destroy();
    this.idle.length = 0;
  }

  private connect(): Conn {
    const socket = net.connect({ host: '127.0.0.1', port: this.port, noDelay: true });
    const conn: Conn = { socket };
    this.open++;
    socket.on('data', (chunk: Buffer) => this.onData(conn, chunk));
    socket.on('error', () => {}); // 'close' follows and settles the call
    socket.on('close', () => {
      this.open--;
      this.busy.delete(conn);
      const i = this.idle.indexOf(conn);
      if (i >= 0) this.idle.splice(i, 1);
      const p = conn.pending;
      conn.pending = undefined;
      if (p?.head && p.head.length === null && !p.head.chunked) {
        p.resolve({ status: p.head.status, text: decoded(Buffer.concat(p.body), p.head.gzip) });
      } else if (p) {
        const err = (socket as net.Socket & { errored?: Error | null }).errored;
        p.reject(err ?? new Error('connection closed before the answer'));
      }
      this.waiting.shift()?.();
    });
    return conn;
  }

  private onData(conn: Conn, chunk: Buffer) {
    const p = conn.pending;
    if (!p) return void conn.socket.destroy(new Error('data without a request'));
    if (!p.head) {
      const buf = p.headBuf ? Buffer.concat([p.headBuf, chunk]) : chunk;
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) {
        p.headBuf = buf;
        return;
      }
      const lines = buf.toString('latin1', 0, end).split('\r\n');
      const head = {
        status: Number((lines[0] ?? '').split(' ')[1]),
        length: null as number | null,
        chunked: false,
        close: false,
        gzip: false,
      };
      for (let i = 1; i < lines.length; i++) {
        const line = lines[i] as string;
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line
          .slice(colon + 1)
          .trim()
          .toLowerCase();
        if (name === 'content-length') head.length = Number(value);
        else if (name === 'transfer-encoding') head.chunked = value.includes('chunked');
        else if (name === 'connection') head.close = value === 'close';
        else if (name === 'content-encoding') head.gzip = value === 'gzip';
      }
      if (head.status === 204 || head.status === 304) head.length = 0;
      p.head = head;
      p.headBuf = undefined;
      chunk = buf.subarray(end + 4);
    }
    if (chunk.length > 0) {
      p.body.push(chunk);
      p.bodyLength += chunk.length;
    }
    const h = p.head;
    let body: Buffer | null = null;
    if (h.chunked) body = dechunk(p.body.length === 1 ? (p.body[0] as Buffer) : Buffer.concat(p.body));
    else if (h.length !== null && p.bodyLength >= h.length) {
      if (p.bodyLength > h.length)
        return void conn.socket.destroy(new Error('more bytes than Content-Length'));
      body = p.body.length === 1 ? (p.body[0] as Buffer) : Buffer.concat(p.body);
    }
    if (!body) return;
    conn.pending = undefined;
    this.busy.delete(conn);
    if (h.close) conn.socket.destroy();
    else {
      this.idle.push(conn);
      this.waiting.shift()?.();
    }
    p.resolve({ status: h.status, text: decoded(body, h.gzip) });
  }
}

/** The body as text, gunzipped when the server sent it gzipped (as a browser would). */
const decoded = (body: Buffer, gzip: boolean) => (gzip ? zlib.gunzipSync(body) : body).toString('utf8');
