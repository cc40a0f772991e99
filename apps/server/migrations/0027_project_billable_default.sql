-- One default for whether new time is billable, for timers and manual entries alike. Existing
-- projects get "billable", which is what the manual entry form already pre-selected.
ALTER TABLE "projects" ADD COLUMN "billable_by_default" boolean DEFAULT true NOT NULL;
