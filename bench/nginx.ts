/**
 * nginx on loopback serving the same prerendered files, for comparison, in
 * Debian's default set-up plus `gzip on` for the site's text types: a worker
 * per core, sendfile, an access log, gzip at nginx's default level.
 * Installed from Debian's packages when missing.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function nginxBinary(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));
  if (found) return found;
  console.log("Installing nginx from Debian's packages…");
  execFileSync("apt-get", ["install", "-y", "-q", "nginx-light"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return "/usr/sbin/nginx";
}

export async function startNginx(rootDir: string, port: number) {
  const binary = nginxBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
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
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${rootDir};
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
