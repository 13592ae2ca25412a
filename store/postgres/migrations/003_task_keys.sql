-- The words of the task titles and the index keys of each word
-- (resolution.TitleWords, resolution.WordKeys): a name is resolved among
-- the tasks having a word that shares a key with it, not among all of a
-- user's tasks. A word's keys are kept once per user, so a new task whose
-- words are known adds a row a word. Keys of words no task has any more
-- stay (they find nothing). The words of the tasks already stored are
-- written by the program right after this migration (they are computed in
-- Go). The same keys as SQLite's rather than pg_trgm, so that both stores
-- narrow a name alike.
CREATE TABLE task_words (
    user_id  TEXT NOT NULL,
    word     TEXT NOT NULL,
    task_seq BIGINT NOT NULL REFERENCES tasks (seq) ON DELETE CASCADE,
    PRIMARY KEY (user_id, word, task_seq)
);

CREATE INDEX task_words_task ON task_words (task_seq);

CREATE TABLE word_keys (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key     TEXT NOT NULL,
    word    TEXT NOT NULL,
    PRIMARY KEY (user_id, key, word)
);

-- A listing reads one page of open tasks in due order and counts the rest
-- by section through these, without reading the rows.
CREATE INDEX tasks_open_due ON tasks (user_id, due_at) WHERE NOT completed;
CREATE INDEX tasks_open_repeating ON tasks (user_id, due_at) WHERE NOT completed AND recurrence IS NOT NULL;

-- The open tasks with no due date, and those of them that repeat, counted
-- per user by a trigger: a listing says how many there are without reading
-- them (tasks with a due date are counted through tasks_open_due).
CREATE TABLE task_counts (
    user_id   TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    undated   INTEGER NOT NULL DEFAULT 0,
    repeating INTEGER NOT NULL DEFAULT 0
);

INSERT INTO task_counts (user_id, undated, repeating)
SELECT user_id, count(*), count(recurrence) FROM tasks
WHERE NOT completed AND due_at IS NULL GROUP BY user_id;

CREATE FUNCTION task_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.completed AND OLD.due_at IS NULL THEN
        UPDATE task_counts SET undated = undated - 1,
            repeating = repeating - (OLD.recurrence IS NOT NULL)::int
        WHERE user_id = OLD.user_id;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') AND NOT NEW.completed AND NEW.due_at IS NULL THEN
        INSERT INTO task_counts (user_id, undated, repeating)
        VALUES (NEW.user_id, 1, (NEW.recurrence IS NOT NULL)::int)
        ON CONFLICT (user_id) DO UPDATE SET undated = task_counts.undated + 1,
            repeating = task_counts.repeating + excluded.repeating;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER tasks_counts AFTER INSERT OR DELETE OR UPDATE OF completed, due_at, recurrence ON tasks
FOR EACH ROW EXECUTE FUNCTION task_counts_apply();
