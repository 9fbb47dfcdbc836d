import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)));
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 600)));
const res = await p.request.post('http://127.0.0.1:3291/api/auth/signin', { data: { email: 'pm@demo.test', password: 'Demo-pass-2026!' } });
console.log(res.status(), (await res.text()).slice(0, 300));
await b.close();
