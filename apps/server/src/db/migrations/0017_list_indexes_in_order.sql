DROP INDEX "pickups_user_created_idx";--> statement-breakpoint
DROP INDEX "pickups_created_idx";--> statement-breakpoint
DROP INDEX "pickups_shipment_idx";--> statement-breakpoint
DROP INDEX "shipments_user_created_idx";--> statement-breakpoint
DROP INDEX "shipments_created_idx";--> statement-breakpoint
DROP INDEX "shipments_status_created_idx";--> statement-breakpoint
DROP INDEX "shipments_carrier_status_created_idx";--> statement-breakpoint
CREATE INDEX "shipments_status_carrier_idx" ON "shipments" USING btree ("tenant_id","status","carrier_id");--> statement-breakpoint
CREATE INDEX "pickups_user_created_idx" ON "pickups" USING btree ("tenant_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pickups_created_idx" ON "pickups" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pickups_shipment_idx" ON "pickups" USING btree ("shipment_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_user_created_idx" ON "shipments" USING btree ("tenant_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_status_created_idx" ON "shipments" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_carrier_status_created_idx" ON "shipments" USING btree ("tenant_id","carrier_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);