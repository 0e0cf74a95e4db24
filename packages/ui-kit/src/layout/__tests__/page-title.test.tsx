import { act, render, screen } from '@testing-library/react';
import { usePageTitle, usePageTitleStore } from '../page-title';

function Page({ title }: { title: string | null }) {
  usePageTitle(title);
  return <p>page</p>;
}

function Header() {
  const title = usePageTitleStore((s) => s.title);
  return <h1>{title ?? 'no title'}</h1>;
}

test('a page sets the header title while mounted and clears it when it leaves', () => {
  const view = render(
    <>
      <Header />
      <Page title="Delivery" />
    </>,
  );
  expect(screen.getByRole('heading')).toHaveTextContent('Delivery');

  view.rerender(
    <>
      <Header />
      <Page title="Routers" />
    </>,
  );
  expect(screen.getByRole('heading')).toHaveTextContent('Routers');

  view.rerender(<Header />);
  expect(screen.getByRole('heading')).toHaveTextContent('no title');
});

test("a page leaving does not clear the next page's title", () => {
  const view = render(
    <>
      <Header />
      <Page key="a" title="Delivery" />
    </>,
  );
  // React mounts the new page's effect after the old one's cleanup, and a remote may mount
  // its page before the previous remote unmounts: the cleanup must leave the new title alone.
  act(() => usePageTitleStore.getState().setTitle('CMS'));
  view.rerender(<Header />);
  expect(screen.getByRole('heading')).toHaveTextContent('CMS');
});
