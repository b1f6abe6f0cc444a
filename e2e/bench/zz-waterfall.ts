import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, mockServerEnv, repoRoot } from '../support/environment';
import { phoneContext, recordVitals, readVitals, throttledPage } from './phone';
const port = 4120;
const origin = `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fs2-wf-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
    cwd: repoRoot, env: { ...process.env, ...mockServerEnv(port, join(dataDir, 'db.json')) }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 120; i++) { try { if ((await fetch(`${origin}/eoffering/config.json`)).ok) break; } catch {} await sleep(500); }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
      const context = await phoneContext(browser, { locale: 'zh-TW', origin });
      const page = await throttledPage(context);
      await recordVitals(page);
      await page.addInitScript({ content: `(() => { window.marks = []; new MutationObserver(() => { if (document.getElementById('eo-first-screen') && !window.marks.some(m=>m[0]==='copy')) window.marks.push(['copy', performance.now()]); const r = document.getElementById('root'); if (r && r.childElementCount && !window.marks.some(m=>m[0]==='root')) window.marks.push(['root', performance.now()]); }).observe(document, { subtree: true, childList: true }); new PerformanceObserver((l) => { for (const e of l.getEntries()) window.marks.push(['longtask', Math.round(e.startTime), Math.round(e.duration), (e.scripts||[]).map(s => (s.sourceURL||'').split('/').pop() + ':' + Math.round(s.duration)).join(',')]); }).observe({ type: 'long-animation-frame', buffered: true }); new PerformanceObserver((l) => { for (const e of l.getEntries()) window.marks.push([e.name, Math.round(e.startTime)]); }).observe({ type: 'paint', buffered: true }); })();` });
      await page.goto(`${origin}/eoffering/`, { timeout: 120000 });
      await page.getByRole('main').getByRole('article').first().waitFor({ timeout: 120000 });
      await sleep(1500);
      const vitals = await readVitals(page);
      const data = await page.evaluate(() => ({
        res: performance.getEntriesByType('resource').map((e) => { const r = e as PerformanceResourceTiming; return [r.name.replace(/^.*\/eoffering\//, ''), Math.round(r.startTime), Math.round(r.responseStart), Math.round(r.responseEnd), r.transferSize, r.initiatorType, (r as unknown as { renderBlockingStatus: string }).renderBlockingStatus]; }),
        marks: (window as unknown as { marks: unknown[] }).marks,
      }));
      console.log(`run ${run} LCP ${Math.round(vitals.lcpMs)}`);
      for (const r of data.res) console.log('  ', JSON.stringify(r));
      for (const m of data.marks) console.log('  mark', JSON.stringify(m));
      await context.close();
    }
  } finally { await browser.close(); server.kill('SIGTERM'); }
};
void main();
