import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartLegend } from './chart-legend.tsx';

describe('ChartLegend', () => {
  it('names each series by its translated name alone; the swatch is decoration', () => {
    const { container } = render(
      <ChartLegend
        payload={[
          { value: 'Оплачиваемое', color: '#2563eb', type: 'rect' },
          { value: 'Неоплачиваемое', color: '#94a3b8', type: 'rect' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Оплачиваемое', 'Неоплачиваемое']);
    expect(container.innerHTML).not.toMatch(/legend icon/);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
