-- Router health over time (docs/rules/routers.md#router-health): one sample per router per monitor round, kept 48 hours,
-- and hourly roll-ups of them (average, minimum, maximum per metric; rounds and rounds online) kept
-- 400 days. The roll-up and the retention are jobs on the jobs table (src/routers/samples.ts).

CREATE TABLE router_samples (
  router_id       uuid        NOT NULL REFERENCES routers (id) ON DELETE CASCADE,
  -- The monitor round's slot (the check job's due time): a second write of one round is a no-op.
  at              timestamptz NOT NULL,
  online          boolean     NOT NULL,
  -- The rest is null for a round the router did not answer (and for what it does not have).
  latency_ms      integer,
  cpu_load        integer,
  free_memory     bigint,
  total_memory    bigint,
  uptime_seconds  bigint,
  ppp_active      integer,
  hotspot_active  integer,
  rx_bps          bigint,
  tx_bps          bigint,
  -- The metrics query reads one router's rows in a time range: the primary key serves it.
  PRIMARY KEY (router_id, at)
);
-- The retention job deletes by age across routers.
CREATE INDEX router_samples_at_idx ON router_samples (at);

CREATE TABLE router_samples_hourly (
  router_id           uuid             NOT NULL REFERENCES routers (id) ON DELETE CASCADE,
  -- The hour's start (UTC hours; WIB is a whole number of hours from UTC).
  hour                timestamptz      NOT NULL,
  rounds              integer          NOT NULL,
  online_rounds       integer          NOT NULL,
  -- The first and last offline round of the hour: outages older than the raw samples.
  first_offline_at    timestamptz,
  last_offline_at     timestamptz,
  latency_ms_avg      double precision,
  latency_ms_min      integer,
  latency_ms_max      integer,
  cpu_load_avg        double precision,
  cpu_load_min        integer,
  cpu_load_max        integer,
  free_memory_avg     double precision,
  free_memory_min     bigint,
  free_memory_max     bigint,
  total_memory        bigint,
  uptime_seconds      bigint,
  ppp_active_avg      double precision,
  ppp_active_min      integer,
  ppp_active_max      integer,
  hotspot_active_avg  double precision,
  hotspot_active_min  integer,
  hotspot_active_max  integer,
  rx_bps_avg          double precision,
  rx_bps_min          bigint,
  rx_bps_max          bigint,
  tx_bps_avg          double precision,
  tx_bps_min          bigint,
  tx_bps_max          bigint,
  PRIMARY KEY (router_id, hour)
);
CREATE INDEX router_samples_hourly_hour_idx ON router_samples_hourly (hour);
