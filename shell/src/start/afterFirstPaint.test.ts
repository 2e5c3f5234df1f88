import { afterFirstPaint } from './afterFirstPaint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('starts after the next frame has been painted, not before and only once', () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const start = jest.fn();
  afterFirstPaint(start);
  jest.runAllTimers();
  expect(start).not.toHaveBeenCalled(); // no frame yet
  for (const frame of frames.splice(0)) frame(performance.now()); // the frame, just before it is painted
  expect(start).not.toHaveBeenCalled();
  jest.runAllTimers(); // the first task after the paint
  expect(start).toHaveBeenCalledTimes(1);
  jest.runAllTimers();
  expect(start).toHaveBeenCalledTimes(1);
});
