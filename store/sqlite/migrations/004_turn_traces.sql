-- Turn traces: one row per turn with what planned it, what it ran and what
-- the model calls cost, for accounting and for finding slow or failing
-- turns. Times are unix seconds, UTC.

CREATE TABLE turn_traces (
    turn_id           TEXT NOT NULL,            -- '' when the turn made no plan
    chat_id           TEXT NOT NULL,
    at                INTEGER NOT NULL,
    source            TEXT NOT NULL,            -- 'offline', 'model', 'reply', ...
    tool              TEXT NOT NULL,            -- 'tasks.create', 'general.reply', ...
    success           INTEGER NOT NULL,         -- 0 or 1
    calls             INTEGER NOT NULL DEFAULT 0,
    prompt_tokens     INTEGER NOT NULL DEFAULT 0,
    completion_tokens INTEGER NOT NULL DEFAULT 0,
    model_latency_ms  INTEGER NOT NULL DEFAULT 0,
    duration_ms       INTEGER NOT NULL DEFAULT 0
);

-- A chat's turns in time order (accounting per chat and period).
CREATE INDEX turn_traces_chat_at ON turn_traces (chat_id, at);
