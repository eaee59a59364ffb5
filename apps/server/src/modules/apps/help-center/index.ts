/** The help center's public surface: nothing yet (other modules need none of it). */
export {};
