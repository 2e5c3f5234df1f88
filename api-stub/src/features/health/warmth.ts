import cluster from 'node:cluster';

/** Whether the process has warmed up (see `warmUp`): until then it is live but not ready. */
export interface Warmth {
  isWarm: () => boolean;
  markWarm: () => void;
}

const WARM = 'hh:warm';
const ALL_WARM = 'hh:all-warm';
type WarmMessage = { type: typeof WARM } | { type: typeof ALL_WARM; value: boolean };

/**
 * One process is warm once it warmed itself. A cluster worker is warm once every worker is: connections go
 * to any of them, so a load balancer must not be told "ready" while one is still cold.
 */
export function createWarmth(): Warmth {
  let warm = false;
  let othersWarm = !cluster.isWorker;
  if (cluster.isWorker)
    process.on('message', (message: WarmMessage) => {
      if (message?.type === ALL_WARM) othersWarm = message.value;
    });
  return {
    isWarm: () => warm && othersWarm,
    markWarm: () => {
      warm = true;
      if (cluster.isWorker) process.send?.({ type: WARM } satisfies WarmMessage);
    },
  };
}

/** In the cluster's primary: tells every worker whether all of them are warm, whenever that changes. */
export function shareWarmth(): void {
  const warm = new Set<number>();
  const tell = () => {
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    const value = workers.length > 0 && workers.every((w) => warm.has(w.id));
    for (const worker of workers)
      if (worker.isConnected()) worker.send({ type: ALL_WARM, value } satisfies WarmMessage);
  };
  cluster.on('message', (worker, message: WarmMessage) => {
    if (message?.type !== WARM) return;
    warm.add(worker.id);
    tell();
  });
  cluster.on('fork', tell);
  cluster.on('exit', (worker) => {
    warm.delete(worker.id);
    tell();
  });
}
