import { chromium } from "playwright-core";
const base = "http://127.0.0.1:7311";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
await page.goto(`${base}/admin/login`);
await page.fill("#email", "ed@foundry.example"); await page.fill("#password", "cast iron is heavy 42");
await page.click("button[type=submit]");
await page.goto(`${base}/admin/edit/site`);
await page.fill("#f-phone-display", "+39 0521 555 0199");
await page.fill("#f-phone-tel", "+3905215550199");
await page.getByRole("button", { name: "Save" }).first().click();
console.log(await page.getByRole("status").textContent());
await page.goto(`${base}/admin/publish`);
// poller
let ok = 0, failed = 0; const failures: string[] = [];
let polling = true;
const poll = (async () => { while (polling) { for (const p of ["/", "/it/", "/ar/contact", "/about"]) { try { const r = await fetch(base + p); if (r.status === 200) ok++; else { failed++; failures.push(`${p} ${r.status}`); } await r.arrayBuffer(); } catch (e) { failed++; failures.push(String(e)); } } await new Promise((r) => setTimeout(r, 100)); } })();
const t0 = Date.now();
await page.getByRole("button", { name: "Publish" }).click();
await page.waitForSelector("text=Published", { timeout: 240_000 }).catch(async () => console.log(await page.locator("main").textContent()));
const seconds = (Date.now() - t0) / 1000;
polling = false; await poll;
console.log("publish seconds", seconds, "ok", ok, "failed", failed, failures.slice(0, 5));
console.log(await page.locator("main").textContent());
for (const p of ["/", "/it/", "/pt/", "/ar/"]) { const html = await (await fetch(base + p)).text(); console.log(p, html.includes("0521 555 0199")); }
await page.screenshot({ path: "/tmp/ed/published.png" });
await browser.close();
