/** A promise a test resolves when it chooses, to make replies arrive out of order (unit tests only). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
