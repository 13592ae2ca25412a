-- The words of the task titles and the index keys of each word
-- (resolution.TitleWords, resolution.WordKeys): a name is resolved among
-- the tasks having a word that shares a key with it, not among all of a
-- user's tasks. A word's keys are kept once per user, so a new task whose
-- words are known adds a row a word. Keys of words no task has any more
-- stay (they find nothing). The words of the tasks already stored are
-- written by the program right after this migration (they are computed in
-- Go).
CREATE TABLE task_words (
    user_id  TEXT NOT NULL,
    word     TEXT NOT NULL,
    task_seq INTEGER NOT NULL REFERENCES tasks (seq) ON DELETE CASCADE,
    PRIMARY KEY (user_id, word, task_seq)
) WITHOUT ROWID;

CREATE INDEX task_words_task ON task_words (task_seq);

CREATE TABLE word_keys (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key     TEXT NOT NULL,
    word    TEXT NOT NULL,
    PRIMARY KEY (user_id, key, word)
) WITHOUT ROWID;

-- A listing reads one page of open tasks in due order and counts the rest
-- by section through these, without reading the rows.
CREATE INDEX tasks_open_due ON tasks (user_id, due_at) WHERE completed = 0;
CREATE INDEX tasks_open_repeating ON tasks (user_id, due_at) WHERE completed = 0 AND recurrence IS NOT NULL;

-- The open tasks with no due date, and those of them that repeat, counted
-- per user by triggers: a listing says how many there are without reading
-- them (tasks with a due date are counted through tasks_open_due).
CREATE TABLE task_counts (
    user_id   TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    undated   INTEGER NOT NULL DEFAULT 0,
    repeating INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

INSERT INTO task_counts (user_id, undated, repeating)
SELECT user_id, count(*), count(recurrence) FROM tasks
WHERE completed = 0 AND due_at IS NULL GROUP BY user_id;

CREATE TRIGGER tasks_count_insert AFTER INSERT ON tasks
WHEN NEW.completed = 0 AND NEW.due_at IS NULL
BEGIN
    INSERT INTO task_counts (user_id, undated, repeating)
    VALUES (NEW.user_id, 1, NEW.recurrence IS NOT NULL)
    ON CONFLICT (user_id) DO UPDATE SET undated = undated + 1, repeating = repeating + excluded.repeating;
END;

CREATE TRIGGER tasks_count_delete AFTER DELETE ON tasks
WHEN OLD.completed = 0 AND OLD.due_at IS NULL
BEGIN
    UPDATE task_counts SET undated = undated - 1, repeating = repeating - (OLD.recurrence IS NOT NULL)
    WHERE user_id = OLD.user_id;
END;

CREATE TRIGGER tasks_count_update AFTER UPDATE OF completed, due_at, recurrence ON tasks
WHEN (OLD.completed = 0 AND OLD.due_at IS NULL) OR (NEW.completed = 0 AND NEW.due_at IS NULL)
BEGIN
    UPDATE task_counts SET
        undated = undated - (OLD.completed = 0 AND OLD.due_at IS NULL),
        repeating = repeating - (OLD.completed = 0 AND OLD.due_at IS NULL AND OLD.recurrence IS NOT NULL)
    WHERE user_id = OLD.user_id;
    INSERT INTO task_counts (user_id, undated, repeating)
    VALUES (NEW.user_id, NEW.completed = 0 AND NEW.due_at IS NULL,
            NEW.completed = 0 AND NEW.due_at IS NULL AND NEW.recurrence IS NOT NULL)
    ON CONFLICT (user_id) DO UPDATE SET undated = undated + excluded.undated, repeating = repeating + excluded.repeating;
END;
