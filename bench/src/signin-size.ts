// The JS a browser loads for /login, measured in Chromium and gzipped as the server would send it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export async function signInPageJs(
  url: string,
  distDir: string,
): Promise<{ files: number; raw: number; gzip: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const bytes = readFileSync(join(distDir, path));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { files: scripts.size, raw, gzip };
  } finally {
    await browser.close();
  }
}
