import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from '../app/next-task';
import { HydrateLater, hydrateInSteps, useStagedHydrationDone } from './staged-hydration';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-name={name} onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const phases: boolean[] = [];

function Page() {
  phases.push(useStagedHydrationDone());
  return (
    <main>
      <Counter name="main" />
      <ul>
        <HydrateLater>
          <li>
            <Counter name="first" />
          </li>
        </HydrateLater>
        <HydrateLater>
          <li>
            <Counter name="second" />
          </li>
        </HydrateLater>
      </ul>
    </main>
  );
}

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

const button = (container: HTMLElement, name: string) => {
  const element = container.querySelector<HTMLButtonElement>(`button[data-name="${name}"]`);
  if (!element) throw new Error(`no button ${name}`);
  return element;
};

/** Clicks the named buttons, lets Preact render what they changed, and reads their texts. */
async function press(container: HTMLElement, ...names: string[]): Promise<string[]> {
  for (const name of names) button(container, name).click();
  await Promise.resolve();
  return names.map((name) => button(container, name).textContent);
}

afterEach(() => {
  document.body.replaceChildren();
  phases.length = 0;
});

describe('HydrateLater', () => {
  it('renders its children as they are on the server and in a page rendered in the browser', () => {
    expect(renderToString(<Page />)).toBe(
      '<main><button type="button" data-name="main">main 0</button><ul>' +
        '<li><button type="button" data-name="first">first 0</button></li>' +
        '<li><button type="button" data-name="second">second 0</button></li></ul></main>',
    );
  });
});

describe('hydrateInSteps', () => {
  it('hydrates the page, then each part in a task of its own, keeping the server nodes', async () => {
    const container = serverRendered();
    const serverButtons = ['main', 'first', 'second'].map((name) => button(container, name));
    const done = hydrateInSteps(() => {
      hydrateRoot(container, <Page />);
    });
    const afterFirstPart = nextTask();

    // The page outside the parts is hydrated at once; the parts are not yet.
    expect(await press(container, 'main', 'first')).toEqual(['main 1', 'first 0']);

    // The first part is hydrated in the next task, the second in the one after.
    await afterFirstPart;
    const afterSecondPart = nextTask();
    expect(await press(container, 'first', 'second')).toEqual(['first 1', 'second 0']);

    await afterSecondPart;
    await done;
    await act(() => button(container, 'second').click());
    expect(button(container, 'second').textContent).toBe('second 1');
    // Hydrated in place: the server's nodes are still the page's.
    expect(['main', 'first', 'second'].map((name) => button(container, name))).toEqual(
      serverButtons,
    );
  });

  it('says the page is not wholly hydrated until every part is', async () => {
    const container = serverRendered();
    phases.length = 0;
    const done = hydrateInSteps(() => {
      hydrateRoot(container, <Page />);
    });
    expect(phases).toEqual([false]);
    await done;
    await act(async () => {
      await nextTask();
    });
    expect(phases.at(-1)).toBe(true);
  });

  it('renders the parts at once in a page rendered after start-up', async () => {
    const container = serverRendered();
    await hydrateInSteps(() => {
      hydrateRoot(container, <Page />);
    });
    const other = document.createElement('div');
    document.body.append(other);
    await act(() => createRoot(other).render(<Page />));
    await act(() => button(other, 'second').click());
    expect(button(other, 'second').textContent).toBe('second 1');
  });
});
