/**
 * The Array elements `fn` walks or moves: each step of an Array's iterator (for...of, spread,
 * Array.from), and each element shift() or slice() moves. A count, not a clock, for the tests that an
 * algorithm's work grows in proportion to its input: a copy of a list per addition, or a shift() per
 * take, makes it the square of the input's size, however fast or loaded the machine.
 */
export function arrayWork<T>(fn: () => T): { result: T; elements: number } {
  // Replaced for the call and put back after it: typed loosely, as what replaces them is no ArrayIterator.
  const prototype = Array.prototype as unknown as Record<PropertyKey, unknown>;
  const originals = {
    iterator: Array.prototype[Symbol.iterator],
    shift: Array.prototype.shift,
    slice: Array.prototype.slice,
  };
  let elements = 0;
  prototype[Symbol.iterator] = function (this: unknown[]) {
    const inner = originals.iterator.call(this);
    return {
      next() {
        const step = inner.next();
        if (!step.done) elements++;
        return step;
      },
      [Symbol.iterator]() {
        return this;
      },
    };
  };
  prototype['shift'] = function (this: unknown[]) {
    elements += Math.max(0, this.length - 1);
    return originals.shift.call(this);
  };
  prototype['slice'] = function (this: unknown[], start?: number, end?: number) {
    const copy = originals.slice.call(this, start, end);
    elements += copy.length;
    return copy;
  };
  try {
    return { result: fn(), elements };
  } finally {
    prototype[Symbol.iterator] = originals.iterator;
    prototype['shift'] = originals.shift;
    prototype['slice'] = originals.slice;
  }
}
