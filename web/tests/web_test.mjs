// The web page (web/index.html) in headless Chromium, driven by
// playwright-core with the browser installed on the machine (Debian's
// chromium), never one of its own: the page is served from the repository's
// root on 127.0.0.1, a problem is entered, solved, and its solution played
// on the board; a Circe rebirth is shown; Stop stops a long search.
// Screenshots go to build-web/screenshots/.
//
//   node web/tests/web_test.mjs     (scripts/test-web.sh installs playwright-core)
//
// CHROMIUM names the browser (default /usr/bin/chromium).
import { createServer } from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

import { EXAMPLE_PROBLEM } from "../popeye.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const shots = path.join(root, "build-web", "screenshots");
const browserPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
mkdirSync(shots, { recursive: true });

// A static server of the repository's root, on the loopback only.
const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".css": "text/css", ".wasm": "application/wasm", ".json": "application/json",
};
const server = createServer((request, response) => {
  const url = new URL(request.url, "http://127.0.0.1");
  let file = path.join(root, decodeURIComponent(url.pathname));
  if (!file.startsWith(root + path.sep)) {
    response.writeHead(403).end();
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = path.join(file, "index.html");
    const body = readFileSync(file);
    response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise(resolve => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const profile = mkdtempSync(path.join(tmpdir(), "feerie-web-"));
let context = null;
let failures = 0;
const problems = [];

function check(condition, what, detail = "") {
  if (condition) {
    console.log(`ok: ${what}`);
    return;
  }
  failures += 1;
  console.error(`FAIL: ${what}${detail ? "\n" + detail : ""}`);
}

// Everything is bounded: the whole test, and each wait.
const deadline = setTimeout(() => {
  console.error("web_test: FAIL: the whole test took more than 150 s");
  process.exit(1);
}, 150_000);

const orthodox = EXAMPLE_PROBLEM;

const circe = `BeginProblem
Pieces White Kf7 Qa1 Pg6 Black Kh8 Pd4
Stipulation #1
Condition Circe
EndProblem
`;

const twins = `BeginProblem
Pieces White Pb7 Pe7 Kd4 Black Kd6 Pe6 Bh4
Stipulation h#1
Condition Circe Parrain
Twin Mirror a1<-->h1
EndProblem
`;

const long = `BeginProblem
Pieces White Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Sb1 Sg1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2
       Black Ke8 Qd8 Ra8 Rh8 Bc8 Bf8 Sb8 Sg8 Pa7 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7
Stipulation #8
EndProblem
`;

try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: browserPath,
    headless: true,
    timeout: 60_000,
    viewport: { width: 1400, height: 900 },
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync",
           "--disable-dev-shm-usage"],
  });
  context.setDefaultTimeout(20_000);
  const page = context.pages()[0] ?? await context.newPage();
  page.on("pageerror", error => problems.push(`page error: ${error.message}`));
  page.on("console", message => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  // Only the local server: nothing goes out.
  await page.route(url => !url.href.startsWith(base), route => {
    problems.push(`request outside the page's server: ${route.request().url()}`);
    return route.abort();
  });

  const square = name => page.locator(`#board [data-square=${name}]`);
  const pieceOn = name => square(name).getAttribute("data-piece");
  const pieces = async names => Object.fromEntries(await Promise.all(names.map(async n => [n, await pieceOn(n)])));
  const shot = name => page.screenshot({ path: path.join(shots, name), fullPage: true });
  // Solve, and wait for this run's end (#status's data-finished is the
  // number of the run that ended last, #output's data-run the last started).
  const solved = async () => {
    await page.locator("#solve").click();
    await page.waitForFunction(() => {
      const run = document.getElementById("output").dataset.run;
      return run && document.getElementById("status").dataset.finished === run;
    }, null, { timeout: 30_000 });
    check(/^Finished$/.test(await page.locator("#status").innerText()), "the run ends with exit code 0",
          await page.locator("#status").innerText());
  };

  await page.goto(`${base}/web/`);
  await page.locator("#status", { hasText: "Ready" }).waitFor({ timeout: 30_000 });
  check(true, "the page loads the solver");
  await shot("01-loaded.png");

  // The text box read onto the board and into the fields.
  await page.locator("#problem-text").fill(orthodox);
  check(JSON.stringify(await pieces(["a5", "g5", "a1", "a3", "c2", "e4"])) ===
        JSON.stringify({ a5: "wK", g5: "wQ", a1: "wB", a3: "bK", c2: "bP", e4: "" }),
        "the Popeye text is shown on the board", JSON.stringify(await pieces(["a5", "g5", "a1", "a3", "c2", "e4"])));
  check(await page.locator("#stipulation").inputValue() === "#2", "the stipulation field follows the text");

  // The board edited: the text follows.
  await page.locator('.palette-piece[data-piece="bR"]').click();
  await square("h8").click();
  check(await pieceOn("h8") === "bR", "a piece placed by clicking");
  check(/^Pieces White Ka5 Qg5 Ba1 Black Ka3 Rh8 Pc2$/m.test(await page.locator("#problem-text").inputValue()),
        "the text follows the board", await page.locator("#problem-text").inputValue());
  await square("h8").click();
  check(await pieceOn("h8") === "", "the same piece clicked again is taken away");
  await page.locator('.palette-piece[data-piece="bR"]').click();
  await page.locator('.palette-piece[data-piece="wS"]').dragTo(square("e4"));
  check(await pieceOn("e4") === "wS", "a piece dragged onto the board");
  await square("e4").locator(".piece").dragTo(square("f6"));
  check(await pieceOn("e4") === "" && await pieceOn("f6") === "wS", "a piece dragged across the board");
  await square("f6").locator(".piece").dragTo(page.locator("header"));
  check(await pieceOn("f6") === "", "a piece dragged off the board is taken away");
  await page.locator("#fairy-code").fill("g");
  await page.locator("#fairy-color").selectOption("b");
  await page.locator("#fairy-pick").click();
  await square("c3").click();
  check(await pieceOn("c3") === "bG" && (await square("c3").innerText()).includes("G"), "a fairy piece placed by its code");
  check(/^Pieces White Ka5 Qg5 Ba1 Black Ka3 Pc2 Gc3$/m.test(await page.locator("#problem-text").inputValue()),
        "the fairy piece in the text", await page.locator("#problem-text").inputValue());
  await page.locator("#stipulation").fill("#3");
  check(/^Stipulation #3$/m.test(await page.locator("#problem-text").inputValue()), "the text follows the stipulation field");
  await shot("02-edited.png");
  await page.locator("#problem-text").fill(orthodox.replace("Pc2", "Pc2 Xx9"));
  check(await page.locator("#unread").innerText() === "Not shown on the board: Xx9", "words not read are named");
  await page.locator("#conditions").fill("Madrasi");
  check(/^Condition Madrasi$/m.test(await page.locator("#problem-text").inputValue()), "the text follows the conditions field");

  // Solved: the key, then its line played through.
  await page.locator("#problem-text").fill(orthodox);
  await solved();
  const text = await page.locator("#output").innerText();
  check(text.includes("1.Qg5-b5 ! threat:"), "the key is listed", text);
  check(text.includes("solution finished"), "the solution is finished", text);
  check(/Elapsed \d+\.\d s/.test(await page.locator("#elapsed").innerText()), "the elapsed time is shown");
  await shot("03-solved.png");

  // The mate after 1...c2-c1=Q: key, defence, mate.
  const defence = page.locator("#output .line.move", { hasText: "1...c2-c1=Q" });
  const mate = page.locator(`#output .line[data-index="${Number(await defence.getAttribute("data-index")) + 1}"]`);
  check((await mate.innerText()).trim() === "2.Qb5-a4 #", "the mate follows the defence", await mate.innerText());
  await mate.click();
  await page.locator("#playback").waitFor({ state: "visible" });
  check(await pieceOn("g5") === "wQ", "the line starts from the problem's position");
  await page.locator("#next-step").click();
  check(JSON.stringify(await pieces(["g5", "b5"])) === JSON.stringify({ g5: "", b5: "wQ" }), "1.Qg5-b5 on the board");
  await page.locator("#next-step").click();
  check(JSON.stringify(await pieces(["c2", "c1"])) === JSON.stringify({ c2: "", c1: "bQ" }), "1...c2-c1=Q on the board");
  await page.locator("#next-step").click();
  check(JSON.stringify(await pieces(["b5", "a4", "c1"])) === JSON.stringify({ b5: "", a4: "wQ", c1: "bQ" }),
        "2.Qb5-a4 # on the board");
  check(await page.locator("#next-step").isDisabled(), "the line ends with the mate");
  check((await page.locator("#step-label").innerText()).includes("Move 3 of 3: Qb5-a4"), "the step is named");
  await shot("04-played.png");
  await page.locator("#prev-step").click();
  check(await pieceOn("b5") === "wQ" && await pieceOn("a4") === "", "Previous takes the mate back");
  await page.locator("#exit-playback").click();
  check(await pieceOn("g5") === "wQ" && await pieceOn("c2") === "bP", "back to the problem's position");

  // Circe: the captured pawn reborn on the board.
  await page.locator("#problem-text").fill(circe);
  check(await page.locator("#conditions").inputValue() === "Circe", "the conditions field follows the text");
  await solved();
  const rebirth = page.locator("#output .line.move", { hasText: "Qa1*d4[+bPd7]" });
  check(await rebirth.count() === 1, "the capture with its rebirth is listed", await page.locator("#output").innerText());
  await rebirth.click();
  await page.locator("#last-step").click();
  check(JSON.stringify(await pieces(["a1", "d4", "d7"])) === JSON.stringify({ a1: "", d4: "wQ", d7: "bP" }),
        "the rebirth is shown on the board", JSON.stringify(await pieces(["a1", "d4", "d7"])));
  await shot("05-circe.png");
  await page.locator("#exit-playback").click();

  // A twin's line is played from the twin's position.
  await page.locator("#problem-text").fill(twins);
  await solved();
  const twinLine = page.locator("#output .line.move", { hasText: "1.Ba4*d7 g7-g8=S[+wPd8=S] #" });
  check(await twinLine.count() === 1, "the twin's solutions are listed", await page.locator("#output").innerText());
  await twinLine.click();
  check(JSON.stringify(await pieces(["h4", "a4", "d4", "e4", "g7"])) ===
        JSON.stringify({ h4: "", a4: "bB", d4: "", e4: "wK", g7: "wP" }), "the twin's position is shown",
        JSON.stringify(await pieces(["h4", "a4", "d4", "e4", "g7"])));
  await page.locator("#last-step").click();
  check(JSON.stringify(await pieces(["a4", "d7", "g7", "g8", "d8"])) ===
        JSON.stringify({ a4: "", d7: "bB", g7: "", g8: "wS", d8: "wS" }), "the Parrain rebirth and its promotion are shown",
        JSON.stringify(await pieces(["a4", "d7", "g7", "g8", "d8"])));
  await shot("06-twin.png");
  await page.locator("#exit-playback").click();

  // A long search: its first moves as they are tried, then stopped.
  await page.locator("#problem-text").fill(long);
  await page.locator("#solve").click();
  await page.locator("#current-move", { hasText: /trying \d+: / }).waitFor({ timeout: 30_000 });
  await page.locator("#elapsed", { hasText: /Elapsed [1-9]\d*\.\d s/ }).waitFor({ timeout: 10_000 });
  check(await page.locator("#status").innerText() === "Solving…", "still solving after a second");
  check(await page.locator("#stop").isEnabled(), "Stop is offered while solving");
  await shot("07-solving.png");
  await page.locator("#stop").click();
  await page.locator("#status", { hasText: "Stopped" }).waitFor({ timeout: 5_000 });
  check(await page.locator("#stop").isDisabled(), "Stop stops the search");
  const stoppedAt = await page.locator("#elapsed").innerText();
  await page.waitForTimeout(400);
  check(await page.locator("#elapsed").innerText() === stoppedAt, "the clock stops with the search");
  await page.locator("#status", { hasText: "Ready" }).waitFor({ timeout: 30_000 });
  await page.locator("#problem-text").fill(orthodox);
  await solved();
  check((await page.locator("#output").innerText()).includes("1.Qg5-b5 ! threat:"), "a new search after Stop");
  await shot("08-after-stop.png");
} catch (error) {
  failures += 1;
  console.error(`FAIL: ${error.stack ?? error}`);
} finally {
  for (const problem of problems) {
    failures += 1;
    console.error(`FAIL: ${problem}`);
  }
  await context?.close().catch(() => {});
  server.close();
  rmSync(profile, { recursive: true, force: true });
  clearTimeout(deadline);
}

console.log(failures ? `web_test: ${failures} check(s) failed (screenshots in ${path.relative(process.cwd(), shots)})`
                     : `web_test: all checks passed (screenshots in ${path.relative(process.cwd(), shots)})`);
process.exit(failures ? 1 : 0);
