import { createContext, useContext } from 'react';

/** What a result card may do in the conversation: send a follow-up message (when sending is allowed now). */
export interface AgentActions {
  send: (text: string) => void;
  canSend: boolean;
}

export const AgentActionsContext = createContext<AgentActions>({ send: () => undefined, canSend: false });
export const useAgentActions = () => useContext(AgentActionsContext);
