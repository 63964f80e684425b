import net from "node:net";

/**
 * A TCP proxy in front of PostgreSQL, so a journey can take the database
 * away from a running server ("stop the database") and bring it back.
 */
export async function startDatabaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let accepting = true;
  const server = net.createServer((client) => {
    if (!accepting) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    /** Cuts every connection and refuses new ones. */
    stop() {
      accepting = false;
      for (const socket of sockets) socket.destroy();
    },
    start() {
      accepting = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
