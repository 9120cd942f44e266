/** How the moderation calls travel (see api/call-kinds.ts). */
export const moderationKinds = {
  'moderation.review_post': 'post',
} as const;
