import { createContext, useContext } from 'react';

/** True inside the signed-in frame: error and 404 screens then keep the menu around them. */
export const InShellContext = createContext(false);
export const useInShell = () => useContext(InShellContext);
