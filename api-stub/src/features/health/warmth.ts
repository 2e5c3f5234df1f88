/** Whether the process has warmed up (see `warmUp`): until then it is live but not ready. */
export interface Warmth {
  isWarm: () => boolean;
  markWarm: () => void;
}

export function createWarmth(): Warmth {
  let warm = false;
  return {
    isWarm: () => warm,
    markWarm: () => {
      warm = true;
    },
  };
}
