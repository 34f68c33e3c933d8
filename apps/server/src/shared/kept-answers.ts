/**
 * Answers a hot path builds once and hands out again while what they were built from is the same
 * (GET /me for a session, a company's portal settings). They are frozen, so no caller can change
 * a copy another request holds, and a frozen answer is serialised once per response schema: the
 * schema still decides every byte that leaves (ARCHITECTURE.md "Contracts"), it only does not
 * decide it again for the same object.
 */

/** Freezes `value` and everything in it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

type Serializer<Out> = (data: unknown) => Out;

/**
 * Wraps a serializer compiler: for each route, a frozen object is serialised once and its text
 * (or bytes) reused; anything else is serialised every time, as before.
 */
export const keepingFrozen =
  <Route, Out>(compile: (route: Route) => Serializer<Out>) =>
  (route: Route): Serializer<Out> =>
    keepTexts(compile(route));

function keepTexts<Out>(serialize: Serializer<Out>): Serializer<Out> {
  const texts = new WeakMap<object, Out>();
  return (data) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(data);
      texts.set(data, text);
    }
    return text;
  };
}

/**
 * One kept answer per owner object (a session row, a stored settings value): rebuilt when the
 * owner is dropped or when `inputs` differ, by identity, from the ones it was built from.
 */
export class KeptAnswers<Owner extends object, Value> {
  private readonly kept = new WeakMap<Owner, { inputs: readonly unknown[]; value: Value }>();

  get(owner: Owner, inputs: readonly unknown[], build: () => Value): Value {
    const hit = this.kept.get(owner);
    if (hit && hit.inputs.length === inputs.length && hit.inputs.every((x, i) => x === inputs[i]))
      return hit.value;
    const value = deepFreeze(build());
    this.kept.set(owner, { inputs, value });
    return value;
  }
}
