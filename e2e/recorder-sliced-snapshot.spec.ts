import { expect, test, type Page } from '@playwright/test';
import { RRWEB_EVENT } from '../shared/recording/rrweb-event-types';
import { labBundle } from './recorder-lab/lab-bundle';

/**
 * The recorder's full snapshot in slices (patches/@rrweb+record, `fullSnapshotSliceMs`): the page runs
 * between the slices, and changes made meanwhile must still replay to exactly the page as it is. Each
 * test builds a page of a few thousand nodes, changes it continuously while the recorder walks it
 * (nodes added, removed and moved, attributes, texts, typed values), then replays the events in a page
 * of their own and compares the replayed page with the live one, node by node.
 */

interface RecordedEvent {
  readonly type: number;
  readonly timestamp: number;
  readonly data: unknown;
}

interface LabRun {
  readonly events: RecordedEvent[];
  /** The changes the page had made when each Meta event and each full snapshot was emitted. */
  readonly changesAtMeta: number[];
  readonly changesAtSnapshot: number[];
  /** Whether the page wrote its text area after the walk had read it and before the snapshot was out. */
  readonly areaWritten: boolean;
  readonly live: string[];
  readonly warnings: string[];
}

const META = RRWEB_EVENT.meta;
/** What the player sets of its own on the replayed page (a typed value is compared as the input's value). */
const IGNORED_ATTRIBUTES = ['value', 'autocomplete'];
const FULL_SNAPSHOT = RRWEB_EVENT.fullSnapshot;
/** Well under a node's serialisation: every slice holds a node or a few, so the page runs between almost every two. */
const TINY_SLICE_MS = 0.01;

let bundle = '';

test.beforeAll(async () => {
  bundle = await labBundle();
});

/** A page's tree, a line per node (depth, tag, attributes, text, an input's value): what two equal pages share. */
function describeTree(root: Node, ignoredAttributes: readonly string[]): string[] {
  const lines: string[] = [];
  const visit = (node: Node, depth: number) => {
    if (node.nodeType === Node.TEXT_NODE) lines.push(`${depth} #${(node as Text).data}`);
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const attributes = [...element.attributes]
      .filter((attribute) => !attribute.name.startsWith('rr') && !attribute.name.startsWith('data-rr') && !ignoredAttributes.includes(attribute.name))
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort()
      .join(' ');
    const typed = element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' ? ` {${(element as HTMLInputElement).value}}` : '';
    lines.push(`${depth} <${element.tagName.toLowerCase()} ${attributes}>${typed}`);
    // A text area's value is what counts (the player writes it as the area's text).
    if (element.tagName !== 'TEXTAREA') element.childNodes.forEach((child) => visit(child, depth + 1));
  };
  visit(root, 0);
  return lines;
}

/** The replayed page is the live one, node for node; a difference shows where it begins. */
function expectSameTree(replayed: readonly string[], live: readonly string[]): void {
  const length = Math.max(replayed.length, live.length);
  const at = Array.from({ length }, (_, index) => index).find((index) => replayed[index] !== live[index]);
  expect(at === undefined ? [] : replayed.slice(at, at + 4), `the replay differs from the page from node ${at} on`).toEqual(at === undefined ? [] : live.slice(at, at + 4));
}

async function openLab(page: Page): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  page.on('pageerror', (error) => warnings.push(error.message));
  await page.setContent('<!doctype html><html><head><title>lab</title><style>.hot { color: red }</style></head><body><main id="app"></main></body></html>');
  await page.addScriptTag({ content: bundle });
  await page.addScriptTag({ content: `window.describeTree = ${describeTree.toString()};` });
  return warnings;
}

/**
 * Builds the lab page, starts recording it with the snapshot in tiny slices, and changes it on every
 * turn of the event loop until `changesAfterStart` changes after the first full snapshot (and, with
 * `checkoutEveryNth`, after the last checkout), then waits for the last mutations to be emitted.
 */
async function recordWhileChanging(page: Page, options: { checkoutEveryNth?: number; changesAfterStart: number }): Promise<LabRun> {
  const warnings = await openLab(page);
  const run = await page.evaluate(
    async ({ sliceMs, checkoutEveryNth, changesAfterStart, metaType, snapshotType }) => {
      const app = document.getElementById('app')!;
      let seed = 7;
      const random = (below: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % below;
      };
      const item = (label: string) => {
        const li = document.createElement('li');
        li.className = 'item';
        const span = document.createElement('span');
        span.textContent = label;
        const input = document.createElement('input');
        input.value = `value ${label}`;
        li.append(span, input);
        return li;
      };
      for (let s = 0; s < 30; s++) {
        const section = document.createElement('section');
        const title = document.createElement('h2');
        title.textContent = `section ${s}`;
        const list = document.createElement('ul');
        for (let i = 0; i < 25; i++) list.append(item(`${s}.${i}`));
        section.append(title, list);
        app.append(section);
      }
      // A text area with a default text, emptied: it is walked with its text child, then written.
      const area = Object.assign(document.createElement('textarea'), { textContent: 'default text' });
      area.value = '';
      document.body.prepend(area);
      let areaWritten = false;
      const lists = () => [...document.querySelectorAll('ul')];
      const items = () => [...document.querySelectorAll('li')];
      const pick = <T,>(from: T[]): T | undefined => from[random(from.length)];
      let changes = 0;
      const change = () => {
        const op = changes % 8;
        changes += 1;
        const li = pick(items());
        const list = pick(lists());
        if (op === 0 && list) list.insertBefore(item(`new ${changes}`), pick([...list.children]) ?? null);
        else if (op === 1 && li) li.remove();
        else if (op === 2 && li && list) list.insertBefore(li, pick([...list.children]) ?? null);
        else if (op === 3 && li) li.setAttribute('data-state', `s${changes}`);
        else if (op === 4 && li) li.querySelector('span')!.firstChild!.nodeValue = `edited ${changes}`;
        else if (op === 5 && li) li.querySelector('input')!.value = `typed ${changes}`;
        // Written once the walk has passed it and before the snapshot is out: read again at its end.
        if (!areaWritten && lab.labRecord.mirror.hasNode(area) && changesAtSnapshot.length === 0) {
          area.value = 'written during the walk';
          areaWritten = true;
        }
        else if (op === 6 && li) li.querySelector('span')!.replaceChildren(document.createTextNode(`replaced ${changes}`));
        else if (op === 7 && li) li.append(Object.assign(document.createElement('b'), { textContent: `nested ${changes}` }));
      };
      const lab = window as unknown as { labRecord: ((options: object) => () => void) & { mirror: { hasNode(node: Node): boolean } } };
      const events: RecordedEvent[] = [];
      const changesAtMeta: number[] = [];
      const changesAtSnapshot: number[] = [];
      let changesAfterLastSnapshot = 0;
      const stop = lab.labRecord({
        emit(event: RecordedEvent) {
          events.push(event);
          if (event.type === metaType) changesAtMeta.push(changes);
          if (event.type === snapshotType) {
            changesAtSnapshot.push(changes);
            changesAfterLastSnapshot = 0;
          }
        },
        fullSnapshotSliceMs: sliceMs,
        ...(checkoutEveryNth ? { checkoutEveryNth } : {}),
      });
      // The page keeps changing, one change per turn of the event loop, as the walk yields.
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          change();
          if (changesAtSnapshot.length > 0) changesAfterLastSnapshot += 1;
          const checkoutsDue = checkoutEveryNth ? changesAtSnapshot.length < 3 : false;
          if (changesAfterLastSnapshot < changesAfterStart || checkoutsDue || changesAtMeta.length > changesAtSnapshot.length) channel.port2.postMessage(null);
          else done();
        };
        channel.port2.postMessage(null);
      });
      await new Promise((settled) => setTimeout(settled, 100));
      stop();
      return { events, changesAtMeta, changesAtSnapshot, areaWritten };
    },
    { sliceMs: TINY_SLICE_MS, checkoutEveryNth: options.checkoutEveryNth, changesAfterStart: options.changesAfterStart, metaType: META, snapshotType: FULL_SNAPSHOT },
  );
  const live = await page.evaluate((ignored) => (window as unknown as { describeTree: typeof describeTree }).describeTree(document.body, ignored), IGNORED_ATTRIBUTES);
  return { ...run, live, warnings };
}

/** Replays the events in a page of their own, to their end, and describes the replayed body as the live one is. */
async function replay(page: Page, events: readonly RecordedEvent[]): Promise<{ replayed: string[]; warnings: string[] }> {
  // The player's own warnings (a node it cannot find, a mutation it cannot apply) and the page's errors;
  // the browser's note that the replay frame's sandbox runs no script is how the player means it.
  const warnings = await openLab(page);
  const replayed = await page.evaluate(({ recorded, ignored }) => {
    const root = document.createElement('div');
    document.body.append(root);
    const lab = window as unknown as {
      LabReplayer: new (events: unknown[], config: object) => { pause(offset: number): void; getMetaData(): { totalTime: number }; iframe: HTMLIFrameElement };
    };
    const replayer = new lab.LabReplayer(recorded as unknown[], { root, showWarning: true, mouseTail: false, triggerFocus: false });
    replayer.pause(replayer.getMetaData().totalTime + 1);
    return (window as unknown as { describeTree: typeof describeTree }).describeTree(replayer.iframe.contentDocument!.body, ignored);
  }, { recorded: events as RecordedEvent[], ignored: IGNORED_ATTRIBUTES });
  return { replayed, warnings: warnings.filter((text) => !text.startsWith('Blocked script execution')) };
}

test('the first snapshot is taken in slices while the page changes, and replays to the page as it is', async ({ page, context }) => {
  const run = await recordWhileChanging(page, { changesAfterStart: 300 });
  expect(run.warnings).toEqual([]);
  // The page ran between the slices: it changed after the snapshot began and before it was emitted.
  expect(run.changesAtMeta).toHaveLength(1);
  expect(run.changesAtSnapshot).toHaveLength(1);
  expect(run.changesAtSnapshot[0]).toBeGreaterThan(run.changesAtMeta[0]! + 20);
  expect(run.areaWritten).toBe(true);
  const { replayed, warnings } = await replay(await context.newPage(), run.events);
  expect(warnings).toEqual([]);
  expectSameTree(replayed, run.live);
});

test('checkouts are taken in slices too, and a replay from the last one alone is the page as it is', async ({ page, context }) => {
  const run = await recordWhileChanging(page, { checkoutEveryNth: 150, changesAfterStart: 100 });
  expect(run.warnings).toEqual([]);
  expect(run.changesAtSnapshot.length).toBeGreaterThanOrEqual(3);
  // Every snapshot, the first and the checkouts, let the page change while it was taken.
  run.changesAtSnapshot.forEach((changes, index) => expect(changes).toBeGreaterThan(run.changesAtMeta[index]! + 10));

  const whole = await replay(await context.newPage(), run.events);
  expect(whole.warnings).toEqual([]);
  expectSameTree(whole.replayed, run.live);

  // As if every chunk before the last checkout were lost: its Meta, its snapshot and what follows.
  const lastSnapshot = run.events.findLastIndex((event) => event.type === FULL_SNAPSHOT);
  const lastMeta = run.events.slice(0, lastSnapshot).findLastIndex((event) => event.type === META);
  const fromCheckout = await replay(await context.newPage(), [run.events[lastMeta]!, ...run.events.slice(lastSnapshot)]);
  expect(fromCheckout.warnings).toEqual([]);
  expectSameTree(fromCheckout.replayed, run.live);
});

test('stopping the recorder while it walks the page stops the walk: no snapshot, no event after', async ({ page }) => {
  const warnings = await openLab(page);
  const outcome = await page.evaluate(async ({ sliceMs }) => {
    const app = document.getElementById('app')!;
    for (let i = 0; i < 3000; i++) app.append(Object.assign(document.createElement('p'), { textContent: `line ${i}` }));
    const events: { type: number }[] = [];
    const lab = window as unknown as { labRecord: (options: object) => () => void };
    const stop = lab.labRecord({ emit: (event: { type: number }) => events.push(event), fullSnapshotSliceMs: sliceMs });
    await new Promise((turn) => setTimeout(turn, 0));
    stop();
    const atStop = events.length;
    app.append(Object.assign(document.createElement('p'), { textContent: 'after the stop' }));
    await new Promise((settled) => setTimeout(settled, 300));
    return { types: events.map((event) => event.type), atStop, after: events.length };
  }, { sliceMs: TINY_SLICE_MS });
  expect(outcome.types).toEqual([META]);
  expect(outcome.after).toBe(outcome.atStop);
  expect(warnings).toEqual([]);
});
