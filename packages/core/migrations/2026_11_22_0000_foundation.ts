import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

const AMENITIES = ['wifi', 'parking', 'air_conditioning', 'kitchen', 'breakfast', 'pool', 'spa', 'gym', 'washer', 'dryer', 'balcony', 'sea_view'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name varchar(100) NOT NULL,
      email varchar(255) NOT NULL CHECK (email = lower(btrim(email)) AND email LIKE '%_@_%'),
      phone varchar(20),
      password_hash text,
      email_verified_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_active_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_key ON users (email)`.execute(db);
  await sql`CREATE INDEX users_last_active_idx ON users (last_active_at)`.execute(db);

  await sql`
    CREATE TABLE user_roles (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('admin', 'owner')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, role)
    )`.execute(db);
  await sql`CREATE INDEX user_roles_role_idx ON user_roles (role)`.execute(db);

  await sql`
    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (user_id)`.execute(db);
  await sql`CREATE INDEX sessions_expires_idx ON sessions (expires_at)`.execute(db);

  await sql`
    CREATE TABLE one_time_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash text NOT NULL UNIQUE,
      purpose text NOT NULL CHECK (purpose IN ('magic_link', 'password_reset')),
      email varchar(255) NOT NULL,
      redirect_to text NOT NULL DEFAULT '/me',
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX one_time_tokens_email_idx ON one_time_tokens (email, purpose)`.execute(db);

  await sql`
    CREATE TABLE restaurants (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid REFERENCES users(id) ON DELETE SET NULL,
      name varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
      address varchar(200) NOT NULL DEFAULT '',
      city varchar(100) NOT NULL DEFAULT '',
      latitude double precision,
      longitude double precision,
      total_tables integer NOT NULL DEFAULT 10 CHECK (total_tables >= 0 AND total_tables <= 999),
      blocked_tables integer NOT NULL DEFAULT 0 CHECK (blocked_tables >= 0 AND blocked_tables <= total_tables),
      grace_minutes integer NOT NULL DEFAULT 30 CHECK (grace_minutes BETWEEN 0 AND 180),
      turn_minutes integer NOT NULL DEFAULT 90 CHECK (turn_minutes BETWEEN 30 AND 480 AND turn_minutes % 30 = 0),
      timezone text NOT NULL DEFAULT 'Europe/Ljubljana',
      open_hours_json jsonb,
      stripe_payment_link_url text,
      stripe_account_id text,
      deposit_eur numeric(10,2) NOT NULL DEFAULT 20 CHECK (deposit_eur >= 0),
      onboarding_done boolean NOT NULL DEFAULT false,
      featured boolean NOT NULL DEFAULT false,
      featured_until date,
      description varchar(1000),
      cuisine varchar(100),
      cuisine_tags text[] NOT NULL DEFAULT '{}',
      menu_url text,
      vegetarian boolean NOT NULL DEFAULT false,
      vegan boolean NOT NULL DEFAULT false,
      gluten_free boolean NOT NULL DEFAULT false,
      pets_allowed boolean NOT NULL DEFAULT false,
      photos text[] NOT NULL DEFAULT '{}',
      amenities text[] NOT NULL DEFAULT '{}' CHECK (amenities <@ ARRAY[${sql.join(AMENITIES.map((a) => sql.lit(a)))}]::text[]),
      total_rooms integer NOT NULL DEFAULT 0 CHECK (total_rooms >= 0),
      blocked_rooms integer NOT NULL DEFAULT 0 CHECK (blocked_rooms >= 0 AND blocked_rooms <= total_rooms),
      avg_price_eur numeric(10,2) CHECK (avg_price_eur >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX restaurants_owner_idx ON restaurants (owner_id, created_at)`.execute(db);
  await sql`CREATE INDEX restaurants_featured_idx ON restaurants (featured DESC, created_at DESC)`.execute(db);
  await sql`CREATE INDEX restaurants_stays_idx ON restaurants (created_at DESC) WHERE total_rooms > 0`.execute(db);
  await sql`CREATE INDEX restaurants_name_trgm_idx ON restaurants USING gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX restaurants_address_trgm_idx ON restaurants USING gin (lower(address) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX restaurants_city_idx ON restaurants (lower(city))`.execute(db);

  await sql`
    CREATE TABLE reservations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      guest_name varchar(100) NOT NULL CHECK (length(btrim(guest_name)) > 0),
      guest_email varchar(255) NOT NULL CHECK (guest_email = lower(btrim(guest_email))),
      guest_phone varchar(20),
      date date NOT NULL,
      time time NOT NULL CHECK (time BETWEEN '09:00' AND '22:30' AND extract(minute FROM time) IN (0, 30) AND extract(second FROM time) = 0),
      party_size integer NOT NULL CHECK (party_size BETWEEN 1 AND 12),
      notes varchar(500),
      status text NOT NULL DEFAULT 'awaiting_deposit'
        CHECK (status IN ('pending', 'awaiting_deposit', 'confirmed', 'seated', 'expired', 'cancelled')),
      expires_at timestamptz,
      view_token text NOT NULL UNIQUE CHECK (length(view_token) >= 22),
      deposit_eur numeric(10,2) NOT NULL DEFAULT 20 CHECK (deposit_eur >= 0),
      review_prompt_sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // Slot counts: the hot query counts holding reservations for one venue and date.
  await sql`CREATE INDEX reservations_slot_idx ON reservations (restaurant_id, date, time)
    WHERE status IN ('awaiting_deposit', 'confirmed', 'seated')`.execute(db);
  await sql`CREATE INDEX reservations_restaurant_date_idx ON reservations (restaurant_id, date)`.execute(db);
  await sql`CREATE INDEX reservations_email_idx ON reservations (guest_email, date)`.execute(db);
  await sql`CREATE INDEX reservations_review_prompt_idx ON reservations (date) WHERE status = 'seated' AND review_prompt_sent_at IS NULL`.execute(db);
  await sql`CREATE INDEX reservations_hold_idx ON reservations (expires_at) WHERE status = 'awaiting_deposit'`.execute(db);

  await sql`
    CREATE TABLE waitlist_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      guest_name varchar(100) NOT NULL,
      guest_email varchar(255) NOT NULL CHECK (guest_email = lower(btrim(guest_email))),
      guest_phone varchar(20),
      date date NOT NULL,
      time time NOT NULL,
      party_size integer NOT NULL CHECK (party_size BETWEEN 1 AND 12),
      notes varchar(500),
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'notified', 'converted')),
      view_token text NOT NULL UNIQUE CHECK (length(view_token) >= 22),
      offer_token_hash text UNIQUE,
      offer_expires_at timestamptz,
      reservation_id uuid REFERENCES reservations(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX waitlist_queue_idx ON waitlist_entries (restaurant_id, date, time, created_at)
    WHERE status IN ('waiting', 'notified')`.execute(db);

  await sql`
    CREATE TABLE room_types (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      name varchar(50) NOT NULL CHECK (length(btrim(name)) > 0),
      capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 20),
      base_price_eur numeric(10,2) NOT NULL DEFAULT 0 CHECK (base_price_eur >= 0),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX room_types_restaurant_idx ON room_types (restaurant_id)`.execute(db);

  await sql`
    CREATE TABLE rooms (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      room_type_id uuid NOT NULL REFERENCES room_types(id) ON DELETE CASCADE,
      code varchar(20) NOT NULL CHECK (length(btrim(code)) > 0),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (restaurant_id, code)
    )`.execute(db);
  await sql`CREATE INDEX rooms_type_idx ON rooms (room_type_id) WHERE active`.execute(db);

  await sql`
    CREATE TABLE stay_bookings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      room_type_id uuid NOT NULL REFERENCES room_types(id),
      room_id uuid NOT NULL REFERENCES rooms(id),
      guest_name varchar(100) NOT NULL CHECK (length(btrim(guest_name)) > 0),
      guest_email varchar(255) NOT NULL CHECK (guest_email = lower(btrim(guest_email))),
      guest_phone varchar(20),
      guests integer NOT NULL CHECK (guests BETWEEN 1 AND 10),
      check_in date NOT NULL,
      check_out date NOT NULL CHECK (check_out > check_in),
      notes varchar(500),
      status text NOT NULL DEFAULT 'awaiting_deposit'
        CHECK (status IN ('awaiting_deposit', 'confirmed', 'checked_in', 'checked_out', 'cancelled')),
      expires_at timestamptz,
      view_token text NOT NULL UNIQUE CHECK (length(view_token) >= 22),
      deposit_eur numeric(10,2) NOT NULL DEFAULT 20 CHECK (deposit_eur >= 0),
      price_per_night_eur numeric(10,2) NOT NULL DEFAULT 0 CHECK (price_per_night_eur >= 0),
      review_prompt_sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- The last line of defence: one room is never held twice for the same night.
      CONSTRAINT stay_bookings_no_overlap EXCLUDE USING gist (
        room_id WITH =, daterange(check_in, check_out, '[)') WITH &&
      ) WHERE (status IN ('awaiting_deposit', 'confirmed', 'checked_in'))
    )`.execute(db);
  await sql`CREATE INDEX stay_bookings_restaurant_idx ON stay_bookings (restaurant_id, check_in)`.execute(db);
  await sql`CREATE INDEX stay_bookings_email_idx ON stay_bookings (guest_email)`.execute(db);
  await sql`CREATE INDEX stay_bookings_review_prompt_idx ON stay_bookings (check_out) WHERE status = 'checked_out' AND review_prompt_sent_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX stay_bookings_hold_idx ON stay_bookings (expires_at) WHERE status = 'awaiting_deposit'`.execute(db);

  await sql`
    CREATE TABLE restaurant_reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      reservation_id uuid REFERENCES reservations(id) ON DELETE SET NULL,
      guest_name varchar(100),
      guest_email varchar(255) NOT NULL CHECK (guest_email = lower(btrim(guest_email))),
      rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
      comment varchar(1000),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (restaurant_id, guest_email)
    )`.execute(db);
  await sql`CREATE INDEX restaurant_reviews_latest_idx ON restaurant_reviews (restaurant_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE stay_reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      stay_booking_id uuid NOT NULL UNIQUE REFERENCES stay_bookings(id) ON DELETE CASCADE,
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
      guest_name varchar(100),
      guest_email varchar(255) NOT NULL,
      comment varchar(1000),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX stay_reviews_latest_idx ON stay_reviews (restaurant_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE feedback (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
      category text CHECK (category IN ('food', 'service', 'ambience')),
      comment varchar(1000),
      visit_date date NOT NULL,
      sentiment text NOT NULL CHECK (sentiment IN ('positive', 'neutral', 'negative')),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (sentiment = CASE WHEN rating >= 4 THEN 'positive' WHEN rating <= 2 THEN 'negative' ELSE 'neutral' END)
    )`.execute(db);
  await sql`CREATE INDEX feedback_latest_idx ON feedback (restaurant_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE audit_logs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      entity text NOT NULL,
      entity_id text NOT NULL,
      action text NOT NULL,
      actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      meta_json jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX audit_logs_entity_idx ON audit_logs (entity, entity_id)`.execute(db);

  await sql`
    CREATE TABLE subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      product text NOT NULL CHECK (product IN ('restaurant', 'stays', 'sommelier', 'citypacks')),
      stripe_customer_id text,
      stripe_subscription_id text UNIQUE,
      status text NOT NULL CHECK (status IN ('incomplete', 'trialing', 'active', 'past_due', 'canceled', 'unpaid')),
      current_period_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, product)`.execute(db);

  await sql`
    CREATE TABLE stripe_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE outbox_emails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_email varchar(255) NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      kind text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      provider_message_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX outbox_emails_to_idx ON outbox_emails (to_email, created_at DESC)`.execute(db);
  await sql`CREATE INDEX outbox_emails_pending_idx ON outbox_emails (created_at) WHERE status = 'pending'`.execute(db);

  await sql`
    CREATE TABLE photos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      restaurant_id uuid NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
      bucket text NOT NULL CHECK (bucket IN ('restaurant-photos', 'stay-photos')),
      path text NOT NULL UNIQUE,
      url text NOT NULL,
      content_type text NOT NULL CHECK (content_type LIKE 'image/%'),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX photos_restaurant_idx ON photos (restaurant_id, bucket)`.execute(db);

  await sql`
    CREATE TABLE ai_conversations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('chat', 'sommelier', 'citypack', 'review_analysis', 'busy_day')),
      messages jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX ai_conversations_created_idx ON ai_conversations (created_at)`.execute(db);

  await sql`
    CREATE TABLE carousel_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      title varchar(100) NOT NULL,
      subtitle varchar(200) NOT NULL DEFAULT '',
      badge text NOT NULL CHECK (badge IN ('Restaurant', 'Stay', 'Lifestyle')),
      src text NOT NULL,
      href text,
      restaurant_id uuid REFERENCES restaurants(id) ON DELETE CASCADE,
      position integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE rate_limit_counters (
      key text NOT NULL,
      window_start timestamptz NOT NULL,
      count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (key, window_start)
    )`.execute(db);
  await sql`CREATE INDEX rate_limit_window_idx ON rate_limit_counters (window_start)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'rate_limit_counters',
    'carousel_items',
    'ai_conversations',
    'photos',
    'outbox_emails',
    'stripe_events',
    'subscriptions',
    'audit_logs',
    'feedback',
    'stay_reviews',
    'restaurant_reviews',
    'stay_bookings',
    'rooms',
    'room_types',
    'waitlist_entries',
    'reservations',
    'restaurants',
    'one_time_tokens',
    'sessions',
    'user_roles',
    'users',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(t)} CASCADE`.execute(db);
  }
}
