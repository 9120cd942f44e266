import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, linkFromMail, registerAndLogin, sessionCookie, signupBody, uniqueEmail, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('signup -> activation -> login -> me -> logout', () => {
  it('runs the whole path, reading the activation email', async () => {
    const body = signupBody({ account_type: 'Seller', company_name: 'Phúc Thịnh Coffee Co., Ltd' });
    const signup = await call(t.app, 'POST', 'auth.signup_via_password', { body });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().message.data).toEqual({ email: body.email, account_type: 'Seller', is_free_mail: false, activation_required: true });

    // Not active yet: the right password still cannot log in.
    const early = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: body.email, pwd: body.password } });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('ACCOUNT_NOT_ACTIVE');

    await t.mail.flush();
    const mail = t.sent.findLast((m) => m.toAddress === body.email)!;
    expect(mail.subject).toBe('Activate your Tradelink account');
    const { url, key } = linkFromMail(mail);
    expect(url.pathname).toBe('/activate-account');

    const activated = await call(t.app, 'POST', 'auth.activate_account', { body: { key } });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().message.data).toEqual({ email: body.email, account_type: 'Seller' });
    const again = await call(t.app, 'POST', 'auth.activate_account', { body: { key } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('KEY_USED');

    const login = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: body.email.toUpperCase(), pwd: body.password } });
    expect(login.statusCode).toBe(200);
    const setCookie = login.cookies.find((c) => c.name === 'tl_sid')!;
    expect(setCookie.httpOnly).toBe(true);
    expect(setCookie.sameSite).toBe('Lax');
    const cookie = sessionCookie(login);

    const me = await call(t.app, 'GET', 'customer.me', { cookie });
    expect(me.statusCode).toBe(200);
    const user = me.json().message.data;
    expect(user).toMatchObject({
      email: body.email,
      first_name: 'Linh',
      customer_name: 'Linh Nguyễn',
      is_supplier: 1,
      is_buyer: 0,
      account_type: 'Seller',
      onboard_stage: 'PROFILE_SUPPLIER',
      is_verified_work_email: 1,
      company_name: 'Phúc Thịnh Coffee Co., Ltd',
      buyer: null,
    });
    expect(user.supplier.identity).toMatch(/^SUP/);
    expect(user.supplier.token.split('.')).toHaveLength(3);
    expect(user.supplier.plan).toMatchObject({ plan_name: 'Free', verification_level: 2 });
    expect(user.balance).toMatchObject({ contact_quota: 0, farm_item_post_quota: 10 });

    const logout = await call(t.app, 'GET', 'customer.logout', { cookie });
    expect(logout.statusCode).toBe(200);
    const after = await call(t.app, 'GET', 'customer.me', { cookie });
    expect(after.statusCode).toBe(401);
  });

  it('flags a free-mail buyer: allowed, but the work email stays unverified', async () => {
    const body = signupBody({ email: `someone.${Date.now()}@gmail.com` });
    const res = await call(t.app, 'POST', 'auth.signup', { body });
    expect(res.json().message.data.is_free_mail).toBe(true);
    await t.mail.flush();
    const mail = t.sent.findLast((m) => m.toAddress === body.email)!;
    expect(linkFromMail(mail).url.pathname).toBe('/activate-account-buyer');
    await call(t.app, 'POST', 'auth.activate_account', { body: { key: linkFromMail(mail).key } });
    const login = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: body.email, pwd: body.password } });
    const me = (await call(t.app, 'GET', 'customer.me', { cookie: sessionCookie(login) })).json().message.data;
    expect(me.is_verified_work_email).toBe(0);
    expect(me.buyer.identity).toMatch(/^BUR/);
    expect(me.suggested_actions).toContain('verify_work_email');
  });

  it('keeps a free-mail seller at level 1', async () => {
    const { cookie } = await registerAndLogin(t, { email: `trader.${Date.now()}@yahoo.com`, account_type: 'Seller' });
    const me = (await call(t.app, 'GET', 'supplier.me', { cookie })).json().message.data;
    expect(me.supplier.plan.verification_level).toBe(1);
  });

  it('answers a taken email like a new one (mailing its owner instead), refuses a common password and a seller without a company — changing nothing', async () => {
    const body = signupBody();
    const first = await call(t.app, 'POST', 'auth.create_account', { body });
    expect(first.statusCode).toBe(200);
    const dup = await call(t.app, 'POST', 'auth.create_account', { body: { ...body, email: body.email.toUpperCase(), password: 'Another-Trip-2027' } });
    expect(dup.statusCode).toBe(200);
    expect(dup.json()).toEqual(first.json());
    await t.mail.flush();
    const mails = t.sent.filter((m) => m.toAddress === body.email);
    expect(mails.map((m) => m.template)).toEqual(['activation', 'accountExists']);
    expect(mails[1]!.textBody).not.toMatch(/key=/);

    const common = await call(t.app, 'POST', 'auth.signup', { body: signupBody({ password: 'password123' }) });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      field: 'password',
      messages: ['Password: This password is too common. Choose one that is harder to guess.'],
      field_message: 'This password is too common. Choose one that is harder to guess.',
    });

    const short = await call(t.app, 'POST', 'auth.signup', { body: signupBody({ password: 'abc12' }) });
    expect(short.json().field).toBe('password');

    const email = uniqueEmail();
    const seller = await call(t.app, 'POST', 'auth.signup', { body: signupBody({ email, account_type: 'Seller', company_name: '' }) });
    expect(seller.statusCode).toBe(400);
    expect(seller.json().field).toBe('company_name');
    const login = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: email, pwd: 'Sourcing-Trip-2026' } });
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('gives one generic message for a wrong password and for an unknown account', async () => {
    const { email } = await registerAndLogin(t);
    const wrong = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: email, pwd: 'not-the-password' } });
    const unknown = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: uniqueEmail(), pwd: 'whatever-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rotates the session cookie at login', async () => {
    const { cookie, email, password } = await registerAndLogin(t);
    const second = await call(t.app, 'POST', 'auth.login_via_password', { cookie, multipart: { usr: email, pwd: password } });
    const rotated = sessionCookie(second);
    expect(rotated).not.toBe(cookie);
    expect((await call(t.app, 'GET', 'customer.me', { cookie })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', 'customer.me', { cookie: rotated })).statusCode).toBe(200);
  });

  it('refreshes the session', async () => {
    const { cookie } = await registerAndLogin(t);
    const res = await call(t.app, 'POST', 'auth.refresh_session', { cookie });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().message.data.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await call(t.app, 'POST', 'auth.refresh_session')).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a link, sets the new password once, and ends other sessions', async () => {
    const { cookie, email, password } = await registerAndLogin(t);
    const res = await call(t.app, 'POST', 'auth.reset_password', { body: { email } });
    expect(res.statusCode).toBe(200);
    await t.mail.flush();
    const mail = t.sent.findLast((m) => m.toAddress === email && m.template === 'reset')!;
    const { url, key } = linkFromMail(mail);
    expect(url.pathname).toBe('/update-password');

    const weak = await call(t.app, 'POST', 'auth.update_password', { body: { key, new_password: 'qwerty123' } });
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'new_password' });

    const update = await call(t.app, 'POST', 'auth.update_password', { body: { key, new_password: 'Brand-New-Pass-77' } });
    expect(update.statusCode).toBe(200);
    expect((await call(t.app, 'GET', 'customer.me', { cookie })).statusCode).toBe(401);
    const reuse = await call(t.app, 'POST', 'auth.update_password', { body: { key, new_password: 'Another-Pass-88' } });
    expect(reuse.json().code).toBe('KEY_USED');

    const old = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: email, pwd: password } });
    expect(old.statusCode).toBe(401);
    const fresh = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: email, pwd: 'Brand-New-Pass-77' } });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await call(t.app, 'POST', 'auth.reset_password', { body: { email } });
    expect(res.statusCode).toBe(200);
    await t.mail.flush();
    expect(t.sent.filter((m) => m.toAddress === email)).toHaveLength(0);
  });

  it('refuses an invalid key', async () => {
    const res = await call(t.app, 'POST', 'auth.update_password', { body: { key: 'not-a-real-key', new_password: 'Brand-New-Pass-77' } });
    expect(res.json().code).toBe('KEY_INVALID');
  });
});

describe('resending the activation mail', () => {
  const resend = (email: string, ip = '198.51.100.20') => call(t.app, 'POST', 'auth.resend_activation', { body: { email }, ip });
  const activationMails = (email: string) => t.sent.filter((m) => m.toAddress === email && m.template === 'activation');

  it('mails a new working link to an account still waiting for activation', async () => {
    const body = signupBody({ account_type: 'Buyer' });
    expect((await call(t.app, 'POST', 'auth.signup_via_password', { body })).statusCode).toBe(200);
    const res = await resend(body.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message.data).toEqual({ ok: true });
    await t.mail.flush();
    const mails = activationMails(body.email);
    expect(mails).toHaveLength(2);
    const { url, key } = linkFromMail(mails[1]!);
    expect(url.pathname).toBe('/activate-account-buyer');
    expect((await call(t.app, 'POST', 'auth.activate_account', { body: { key } })).statusCode).toBe(200);

    // Active now: asking again answers the same and sends nothing.
    expect((await resend(body.email)).json().message.data).toEqual({ ok: true });
    await t.mail.flush();
    expect(activationMails(body.email)).toHaveLength(2);
  });

  it('answers an unknown address exactly like a known one, and refuses a malformed one on its field', async () => {
    const unknown = await resend(uniqueEmail());
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: { data: { ok: true } } });
    const bad = await resend('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
  });

  it('answers bad input with a 400 on the email field, never a server error', async () => {
    const bodies: unknown[] = [{}, { email: '' }, { email: 42 }, { email: ['a@b.co'] }, { email: { $ne: null } }, { email: `${'a'.repeat(5000)}@example.com` }, []];
    for (const [i, body] of bodies.entries()) {
      const res = await call(t.app, 'POST', 'auth.resend_activation', { body, ip: `198.51.100.${150 + i}` });
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('says how long to wait when limited: 429 RATE_LIMITED with Retry-After, in the asker\'s language', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 4; i++) expect((await resend(email, `198.51.100.${170 + i}`)).statusCode).toBe(200);
    const limited = await call(t.app, 'POST', 'auth.resend_activation', { body: { email }, ip: '198.51.100.180', lang: 'vi' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(limited.json().messages[0]).toContain('giây');
  });

  it('sends at most four activation mails an hour to one address, and is limited per client address', async () => {
    const body = signupBody({ account_type: 'Seller', company_name: 'Hội An Lanterns' });
    expect((await call(t.app, 'POST', 'auth.signup_via_password', { body })).statusCode).toBe(200);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await resend(body.email, `198.51.100.${30 + i}`)).statusCode);
    // Four asks per address an hour (the same for any address, known or not); the account's stored
    // mails stop the fourth silently: the signup's and three more.
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    await t.mail.flush();
    expect(activationMails(body.email)).toHaveLength(4);

    const fromOneClient = [];
    for (let i = 0; i < 11; i++) fromOneClient.push((await resend(uniqueEmail(), '198.51.100.99')).statusCode);
    expect(fromOneClient.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(fromOneClient[10]).toBe(429);
  });
});

describe('profile and onboarding', () => {
  it('updates the profile with validation and persists the onboarding stage', async () => {
    const { cookie } = await registerAndLogin(t);
    const bad = await call(t.app, 'POST', 'customer.update_profile', { cookie, body: { first_name: 'Linh', fd_country: 'VN', position: 'Astronaut' } });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'position' });
    const ok = await call(t.app, 'POST', 'customer.update_profile', {
      cookie,
      body: { first_name: 'Linh', last_name: 'Trần', company_name: '', fd_country: 'VN', position: 'Staff', customer_phone: '+84 912 345 678', sourcing_interests: 'robusta coffee' },
    });
    expect(ok.statusCode).toBe(200);
    // An emptied optional field is stored as "not given", not as an empty name.
    expect(ok.json().message.data).toMatchObject({ last_name: 'Trần', company_name: null, customer_phone: '+84 912 345 678', sourcing_interests: 'robusta coffee' });

    const wrongStage = await call(t.app, 'POST', 'customer.set_onboard_stage', { cookie, body: { stage: 'PRODUCT' } });
    expect(wrongStage.statusCode).toBe(400);
    const stage = await call(t.app, 'POST', 'customer.set_onboard_stage', { cookie, body: { stage: 'RFQ' } });
    expect(stage.json().message.data.onboard_stage).toBe('RFQ');
  });

  it('stores the contact person\'s title from the spec\'s list and refuses any other', async () => {
    const { cookie } = await registerAndLogin(t);
    const body = { first_name: 'Linh', fd_country: 'VN', position: 'Staff' };
    const bad = await call(t.app, 'POST', 'customer.update_profile', { cookie, body: { ...body, title: 'Dr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'title' });
    const ok = await call(t.app, 'POST', 'customer.update_profile', { cookie, body: { ...body, title: 'Mrs' } });
    expect(ok.json().message.data).toMatchObject({ title: 'Mrs', first_name: 'Linh' });
    const read = await call(t.app, 'GET', 'customer.get_profile', { cookie });
    expect(read.json().message.data.title).toBe('Mrs');
    const cleared = await call(t.app, 'POST', 'customer.update_profile', { cookie, body: { ...body, title: '' } });
    expect(cleared.json().message.data.title).toBeNull();
  });

  it('refuses the company profile to a buyer and every profile call to a guest', async () => {
    const { cookie } = await registerAndLogin(t);
    const res = await call(t.app, 'POST', 'supplier.update_profile', { cookie, body: { company_name: 'X Co', fd_country: 'VN', business_type: 'manufacturer' } });
    expect(res.statusCode).toBe(403);
    for (const [method, name] of [['GET', 'customer.get_profile'], ['POST', 'customer.update_profile'], ['POST', 'customer.set_onboard_stage'], ['GET', 'supplier.me']] as const) {
      expect((await call(t.app, method, name, { body: {} })).statusCode).toBe(401);
    }
  });
});
