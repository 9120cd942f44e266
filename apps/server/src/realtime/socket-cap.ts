/**
 * Open sockets one account may hold in one process (tabs, devices). Past it the oldest is closed, so
 * the newest tab works and a script cannot pile up sockets (and presence work) for one account.
 */
export const MAX_SOCKETS_PER_ACCOUNT = 20;

/** This process's admitted sockets per account, oldest first. */
export function createSocketCap<S extends { disconnect(close: boolean): unknown }>(max = MAX_SOCKETS_PER_ACCOUNT) {
  const open = new Map<string, S[]>();
  return {
    /** Counts a newly admitted socket, closing the account's oldest ones past the cap. */
    add(userId: string, socket: S) {
      const list = open.get(userId) ?? [];
      list.push(socket);
      open.set(userId, list);
      while (list.length > max) list.shift()!.disconnect(true);
    },
    remove(userId: string, socket: S) {
      const list = open.get(userId);
      if (!list) return;
      const index = list.indexOf(socket);
      if (index !== -1) list.splice(index, 1);
      if (list.length === 0) open.delete(userId);
    },
  };
}
