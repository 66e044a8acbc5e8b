/** Stand-ins for tests of the route: a store that cannot write, as a full or broken disk would. */
import type { EnquiryStore } from "./contract.ts";

export const failingStore: EnquiryStore = {
  enqueue() {
    throw new Error("injected outbox failure: the database is not writable");
  },
};
