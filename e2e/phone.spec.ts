import { expect, test } from "@playwright/test";
import { adminKey, signIn } from "./dashboard";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PAGES = [
  { path: "/watermarks", heading: "Watermarks" },
  { path: "/calendar", heading: "Slot calendar" },
  { path: "/jobs", heading: "Probe jobs" },
  { path: "/probe", heading: "Probe a local file" },
  { path: "/factories", heading: "Factories" },
  { path: "/keys", heading: "API keys" },
];

test("at phone width (390 px) every main page fits the screen: no sideways scrolling of the page", async ({
  page,
}, testInfo) => {
  await signIn(page, adminKey);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
    // Wide content (the calendar's week, tables) scrolls inside its own box; the page itself must not.
    const { overflow, culprits } = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // Name the elements sticking out past the screen's edge, to make a failure actionable.
      const culprits = [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      return { overflow: document.documentElement.scrollWidth - width, culprits };
    });
    expect(overflow, `${path} is wider than the screen: ${culprits.join(", ")}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`phone${path.replace(/\//g, "-")}.png`), fullPage: true });
  }
});
