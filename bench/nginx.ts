/**
 * nginx on loopback serving the same prerendered files, for comparison, as
 * an administrator sets it up: Debian's defaults (a worker per core,
 * sendfile, an access log) plus `gzip on` for the site's text types at
 * nginx's default level; or, with `gzipStatic`, `gzip_static on` over a
 * copy of the files with a `.gz` beside each text file (gzip -9), so that
 * nginx compresses nothing per request either. Installed from Debian's
 * packages when missing.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The nginx binary, installed from Debian's packages when missing (the bench and tests/reliability/proxy.test.ts). */
export function nginxBinary(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));
  if (found) return found;
  console.log("Installing nginx from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // A new machine's package lists may be empty.
  execFileSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-q", "nginx-light"], { stdio: "inherit", env });
  return "/usr/sbin/nginx";
}

/** A copy of `rootDir` with a `.gz` (level 9) beside every text file that has none. */
function precompressedCopy(rootDir: string, into: string) {
  fs.cpSync(rootDir, into, { recursive: true });
  for (const entry of fs.readdirSync(into, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.(html|css|js|json|svg|xml|txt|data)$/.test(file) || fs.existsSync(`${file}.gz`)) continue;
    fs.writeFileSync(`${file}.gz`, gzipSync(fs.readFileSync(file), { level: 9 }));
  }
}

export async function startNginx(rootDir: string, port: number, { gzipStatic }: { gzipStatic: boolean }) {
  const binary = nginxBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  if (gzipStatic) precompressedCopy(rootDir, path.join(dir, "root"));
  const served = gzipStatic ? path.join(dir, "root") : rootDir;
  const config = `
user root;
worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/access.log;
  sendfile on;
  tcp_nopush on;
  gzip on;
  gzip_types text/css application/javascript application/json image/svg+xml;
  ${gzipStatic ? "gzip_static on;" : ""}
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${served};
    location / { try_files $uri $uri/index.html =404; }
  }
}`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
