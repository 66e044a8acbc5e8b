import { chromium } from "playwright-core";
const [email, lang, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [360, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === "it" ? "it-IT" : "en-GB" });
  const page = await context.newPage();
  await page.goto("http://127.0.0.1:7311/admin/login");
  await page.fill("#email", email!); await page.fill("#password", "cast iron is heavy 42");
  await page.click("button[type=submit]");
  for (const path of paths) {
    await page.goto(`http://127.0.0.1:7311${path}`);
    const name = `/tmp/ed/${path.replace(/\W+/g, "_")}-${lang}-${width}.png`;
    await page.screenshot({ path: name, fullPage: width === 1440 ? false : false });
    console.log(name);
  }
  await context.close();
}
await browser.close();
