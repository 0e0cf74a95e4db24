import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Banner } from 'contracts/landing';
import { BannersSection } from '../banners-section';

const banner = (id: string, title: string): Banner =>
  ({
    id,
    title,
    description: `${title} text`,
    image: '',
    details: '',
    link: '',
    order: 0,
  }) as Banner;

describe('BannersSection (the carousel)', () => {
  it('shows every banner in one scrollable, focusable row with Previous and Next', () => {
    render(<BannersSection banners={[banner('a', 'Promo A'), banner('b', 'Promo B')]} />);
    const row = screen.getByRole('list', { name: 'Promotions' });
    expect(row).toHaveAttribute('tabindex', '0');
    expect(row).toHaveClass('lp-carousel');
    expect(within(row).getAllByRole('listitem')).toHaveLength(2);
    const scrollBy = jest.fn();
    row.scrollBy = scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(scrollBy.mock.calls[0][0].left).toBeGreaterThan(0);
    expect(scrollBy.mock.calls[1][0].left).toBeLessThan(0);
  });

  it('has no buttons for a single banner, and nothing at all without banners', () => {
    const { rerender, container } = render(<BannersSection banners={[banner('a', 'Only')]} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<BannersSection banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
