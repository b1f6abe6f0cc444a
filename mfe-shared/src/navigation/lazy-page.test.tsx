import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPage', () => {
  it('loads the module on first render and shows its named export with the props given', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting, Other: () => null }));
    const LazyGreeting = lazyPage(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();

    render(
      <Suspense fallback={<p>waiting</p>}>
        <LazyGreeting name="王小明" />
      </Suspense>,
    );

    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('Hello 王小明')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
