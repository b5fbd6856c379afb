import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { useDoubleTap } from './useDoubleTap';

function Stage({ onDoubleTap }: { onDoubleTap: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDoubleTap(ref, onDoubleTap, true);
  return <div data-testid="stage" ref={ref} />;
}

const at = (x: number, y = 100) => ({ clientX: x, clientY: y });
/** A tap; answers whether its touchend was let through (false: the double tap consumed it). */
function tap(element: Element, x: number): boolean {
  fireEvent.touchStart(element, { touches: [at(x)], changedTouches: [at(x)] });
  return fireEvent.touchEnd(element, { touches: [], changedTouches: [at(x)] });
}

describe('useDoubleTap', () => {
  it('counts two quick taps in one place, not a tap and a swipe, nor taps far apart', () => {
    const onDoubleTap = vi.fn();
    const { getByTestId } = render(<Stage onDoubleTap={onDoubleTap} />);
    const stage = getByTestId('stage');
    expect(tap(stage, 100)).toBe(true);
    // The second tap's end is consumed, so no emulated mouse events or click follow it.
    expect(tap(stage, 105)).toBe(false);
    expect(onDoubleTap).toHaveBeenCalledTimes(1);

    // A swipe between two taps breaks the pair.
    tap(stage, 100);
    fireEvent.touchStart(stage, { touches: [at(100)], changedTouches: [at(100)] });
    fireEvent.touchEnd(stage, { touches: [], changedTouches: [at(220)] });
    tap(stage, 100);
    expect(onDoubleTap).toHaveBeenCalledTimes(1);

    // Two taps far apart are two taps.
    tap(stage, 300);
    expect(onDoubleTap).toHaveBeenCalledTimes(1);
    tap(stage, 302);
    expect(onDoubleTap).toHaveBeenCalledTimes(2);
  });
});
