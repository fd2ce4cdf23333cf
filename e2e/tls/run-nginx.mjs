// A throw-away TLS proxy for the HTTPS browser spec (issue 9 item 1): Debian's nginx with a self-signed
// certificate made by openssl right now, terminating TLS on TLS_PORT and passing requests to the store on
// BACKEND_PORT, as a production proxy would (X-Forwarded-For, X-Forwarded-Proto). Runs in the foreground
// until SIGTERM; its files live in a temporary folder that is removed on exit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tlsPort = Number(process.argv[2]);
const backendPort = Number(process.argv[3]);
if (!tlsPort || !backendPort) throw new Error('usage: node e2e/tls/run-nginx.mjs <tls-port> <backend-port>');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);
if (!nginx) throw new Error('nginx is missing: apt-get install -y nginx (Debian package)');

const dir = mkdtempSync(join(tmpdir(), 'sulit-tls-'));
for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
const made = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ],
  { stdio: 'ignore' },
);
if (made.status !== 0) throw new Error('openssl could not make the test certificate');

writeFileSync(
  join(dir, 'nginx.conf'),
  `worker_processes 1;
error_log stderr warn;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${tlsPort} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${backendPort};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header Connection "";
    }
  }
}
`,
);

const child = spawn(nginx, ['-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
