-- Index keys of the task titles (resolution.IndexKeys): a name is resolved
-- among the tasks sharing a key with it, not among all of a user's tasks.
-- The keys of the tasks already stored are written by the program right
-- after this migration (they are computed in Go). The same keys as SQLite's
-- rather than pg_trgm, so that both stores narrow a name alike.
CREATE TABLE task_keys (
    user_id  TEXT NOT NULL,
    key      TEXT NOT NULL,
    task_seq BIGINT NOT NULL REFERENCES tasks (seq) ON DELETE CASCADE,
    PRIMARY KEY (user_id, key, task_seq)
);

CREATE INDEX task_keys_task ON task_keys (task_seq);

-- A listing reads one page of open tasks in due order and counts the rest
-- by section through these, without reading the rows.
CREATE INDEX tasks_open_due ON tasks (user_id, due_at) WHERE NOT completed;
CREATE INDEX tasks_open_repeating ON tasks (user_id, due_at) WHERE NOT completed AND recurrence IS NOT NULL;
