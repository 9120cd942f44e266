import { describe, expect, it } from 'vitest';
import { decodeDirectUrl } from '~/lib/direct-url.ts';
import { campaignMessage, campaignParams, partnerLink, registerLink } from './join-links.ts';

describe('the join-campaign links', () => {
  it('keep the referral and every utm value, and drop anything else', () => {
    const search = new URLSearchParams('utm_campaign=Tết 2027&referral=P-42&utm_medium=email&other=1&utm_term=<script>');
    const params = campaignParams(search);
    expect(params).toEqual([
      ['utm_medium', 'email'],
      ['utm_campaign', 'Tết 2027'],
      ['referral', 'P-42'],
    ]);
    const url = new URL(registerLink('Seller', params), 'http://x');
    expect(url.pathname).toBe('/register');
    expect(Object.fromEntries(url.searchParams)).toEqual({ 'acc-type': 'Seller', utm_medium: 'email', utm_campaign: 'Tết 2027', referral: 'P-42' });
  });

  it('shows a campaign message only for a safe value', () => {
    expect(campaignMessage(new URLSearchParams('utm_campaign=Spring fair'))).toBe('Spring fair');
    expect(campaignMessage(new URLSearchParams('utm_campaign=<b>x</b>'))).toBeNull();
    expect(campaignMessage(new URLSearchParams(''))).toBeNull();
  });

  it('sends a guest through the login page to the partner programme', () => {
    expect(partnerLink(true)).toBe('/business/affiliate');
    const guest = new URL(partnerLink(false), 'http://x');
    expect(guest.pathname).toBe('/login');
    expect(decodeDirectUrl(guest.searchParams.get('direct-url'))).toBe('/business/affiliate');
  });
});
