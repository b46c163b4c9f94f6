CREATE TABLE "metar_observations" (
	"id" serial PRIMARY KEY NOT NULL,
	"station" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"raw" text NOT NULL,
	"wind" jsonb,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "metar_observations_station_time" ON "metar_observations" USING btree ("station","observed_at");--> statement-breakpoint
CREATE INDEX "metar_observations_fetched_at" ON "metar_observations" USING btree ("fetched_at");